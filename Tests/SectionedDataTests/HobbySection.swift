// swift-format-ignore-file
// The seed's section model, verbatim from the seed screens (hence the seed's own formatting).

import SectionedData

struct HobbySection {
    let header: String
    var items: [String]
}
extension HobbySection: AnimatableSectionModelType {
    typealias Item = String
    var identity: String { return header }
    init(original: HobbySection, items: [String]) {
        self = original
        self.items = items
    }
}
