import FlexCore

/// The keywords of one enumerated style property, in the format's spelling.
struct KeywordTable<Value: Sendable>: Sendable {
  let entries: [(String, Value)]

  var names: [String] { entries.map(\.0) }

  func value(named name: String) -> Value? { entries.first { $0.0 == name }?.1 }

  func name(of value: Value) -> String? where Value: Equatable {
    entries.first { $0.1 == value }?.0
  }
}

/// The keyword tables of the flex-case format.
enum StyleKeywords {
  static let display = KeywordTable<Display>(entries: [
    ("flex", .flex), ("none", .none), ("contents", .contents),
  ])
  static let positionType = KeywordTable<PositionType>(entries: [
    ("relative", .relative), ("absolute", .absolute), ("static", .static),
  ])
  static let direction = KeywordTable<Direction>(entries: [
    ("inherit", .inherit), ("ltr", .ltr), ("rtl", .rtl),
  ])
  static let flexDirection = KeywordTable<FlexDirection>(entries: [
    ("row", .row), ("row-reverse", .rowReverse), ("column", .column),
    ("column-reverse", .columnReverse),
  ])
  static let flexWrap = KeywordTable<FlexWrap>(entries: [
    ("nowrap", .noWrap), ("wrap", .wrap), ("wrap-reverse", .wrapReverse),
  ])
  static let justifyContent = KeywordTable<JustifyContent>(entries: [
    ("flex-start", .flexStart), ("center", .center), ("flex-end", .flexEnd),
    ("space-between", .spaceBetween), ("space-around", .spaceAround),
    ("space-evenly", .spaceEvenly),
  ])
  static let alignment = KeywordTable<Alignment>(entries: [
    ("auto", .auto), ("flex-start", .flexStart), ("center", .center), ("flex-end", .flexEnd),
    ("stretch", .stretch), ("baseline", .baseline), ("space-between", .spaceBetween),
    ("space-around", .spaceAround), ("space-evenly", .spaceEvenly),
  ])
  static let overflow = KeywordTable<Overflow>(entries: [
    ("visible", .visible), ("hidden", .hidden), ("scroll", .scroll),
  ])
  static let boxSizing = KeywordTable<BoxSizing>(entries: [
    ("border-box", .borderBox), ("content-box", .contentBox),
  ])
}
