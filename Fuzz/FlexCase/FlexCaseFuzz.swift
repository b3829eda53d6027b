// Fuzz target: the flex-case JSON reader and layout. Bytes in, a document read case by case,
// each case laid out under both defaults (left to right and right to left where the case asks)
// and the output printed. A crash, a hang, or a printed frame number that is not finite
// (`null`) is a finding. Built and run by Scripts/fuzz.sh.

import FlexCaseFormat
import FlexCore

/// libFuzzer's entry point: one input, read as a flex case and laid out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlexCase(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let document = FlexCaseDecoder.document(from: bytes, file: "fuzz.json")
  var entries: [Result<FlexCase, FlexCaseError>] = []
  for entry in document.entries {
    guard case .success(let flexCase) = entry else {
      entries.append(entry)
      continue
    }
    for webDefaults in [false, true] {
      var variant = flexCase
      variant.configuration.webDefaults = webDefaults
      entries.append(.success(variant))
    }
  }
  let printed = FlexLayoutPrinter.output(
    for: FlexCaseDocument(file: document.file, isArray: true, entries: entries))
  for key in ["left", "top", "width", "height"] where printed.json.contains("\"\(key)\": null") {
    fatalError("a printed frame is not finite:\n\(printed.json)")
  }
  return 0
}
