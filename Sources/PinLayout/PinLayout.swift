// PinLayout's module name: iOS files that `import PinLayout` compile unchanged. Everything is
// in Pin (and the views it extends, from UIKitViews), re-exported here.
@_exported import Pin
