import FlexCore

// FlexLayout's enums mapped to FlexCore's (FlexLayout's `start`/`end` are CSS's
// `flex-start`/`flex-end`).

extension Flex.Direction {
  var flexCoreValue: FlexCore.FlexDirection {
    switch self {
    case .column: return .column
    case .columnReverse: return .columnReverse
    case .row: return .row
    case .rowReverse: return .rowReverse
    }
  }

  init(_ value: FlexCore.FlexDirection) {
    switch value {
    case .column: self = .column
    case .columnReverse: self = .columnReverse
    case .row: self = .row
    case .rowReverse: self = .rowReverse
    }
  }
}

extension Flex.Wrap {
  var flexCoreValue: FlexCore.FlexWrap {
    switch self {
    case .noWrap: return .noWrap
    case .wrap: return .wrap
    case .wrapReverse: return .wrapReverse
    }
  }
}

extension Flex.JustifyContent {
  var flexCoreValue: FlexCore.JustifyContent {
    switch self {
    case .start: return .flexStart
    case .center: return .center
    case .end: return .flexEnd
    case .spaceBetween: return .spaceBetween
    case .spaceAround: return .spaceAround
    case .spaceEvenly: return .spaceEvenly
    }
  }
}

extension Flex.AlignItems {
  var flexCoreValue: FlexCore.Alignment {
    switch self {
    case .stretch: return .stretch
    case .start: return .flexStart
    case .center: return .center
    case .end: return .flexEnd
    case .baseline: return .baseline
    }
  }
}

extension Flex.AlignSelf {
  var flexCoreValue: FlexCore.Alignment {
    switch self {
    case .auto: return .auto
    case .stretch: return .stretch
    case .start: return .flexStart
    case .center: return .center
    case .end: return .flexEnd
    case .baseline: return .baseline
    }
  }
}

extension Flex.AlignContent {
  var flexCoreValue: FlexCore.Alignment {
    switch self {
    case .stretch: return .stretch
    case .start: return .flexStart
    case .center: return .center
    case .end: return .flexEnd
    case .spaceBetween: return .spaceBetween
    case .spaceAround: return .spaceAround
    case .spaceEvenly: return .spaceEvenly
    }
  }
}

extension Flex.Position {
  var flexCoreValue: FlexCore.PositionType {
    switch self {
    case .relative: return .relative
    case .absolute: return .absolute
    case .static: return .static
    }
  }
}

extension Flex.LayoutDirection {
  var flexCoreValue: FlexCore.Direction {
    switch self {
    case .inherit: return .inherit
    case .ltr: return .ltr
    case .rtl: return .rtl
    }
  }
}

extension Flex.Display {
  var flexCoreValue: FlexCore.Display {
    switch self {
    case .flex: return .flex
    case .none: return .none
    case .contents: return .contents
    }
  }
}

extension Flex.BoxSizing {
  var flexCoreValue: FlexCore.BoxSizing {
    switch self {
    case .borderBox: return .borderBox
    case .contentBox: return .contentBox
    }
  }
}
