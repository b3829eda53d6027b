import FlexCore

extension FlexDemos {
  /// A feed screen built with the `FlexBox` builder: a header, two cards (avatar, name, wrapped
  /// text, a 3:1 image, actions) and a tab bar.
  // gallery-code: feed
  static let feed = FlexDemo(
    name: "feed", title: "A feed screen",
    summary: "the FlexBox builder: header, cards with wrapped Ahem text, a tab bar; 320 wide",
    root: .builder(
      FlexBox().width(320).height(640).name("screen").define {
        FlexBox().direction(.row).alignItems(.center).height(48).paddingHorizontal(12)
          .name("header")
          .define {
            FlexBox.text("Feed", fontSize: 16).name("Feed")
            FlexBox().grow(1)
            FlexBox().size(24).name("icon")
          }
        FlexBox().grow(1).shrink(1).overflow(.scroll).padding(8).name("list").define {
          card(1, name: "Ada", body: "Layout in pure Swift, the browser's answers.")
          card(2, name: "Grace", body: "Arena of structs: fast relayout.")
        }
        FlexBox().direction(.row).height(48).styled { $0.border.top = 1 }.name("tab bar")
          .define {
            for tab in ["home", "search", "new", "me"] {
              FlexBox().grow(1).margin(4).name(tab)
            }
          }
      }))
  // gallery-code: end

  /// A card of the feed; `number` keeps the names of its nodes unique.
  // gallery-code: feed
  static func card(_ number: Int, name: String, body: String) -> FlexBox {
    FlexBox().padding(10).marginBottom(8).border(1).name("card \(number)").define {
      FlexBox().direction(.row).alignItems(.center).marginBottom(8).define {
        FlexBox().size(36).name("avatar \(number)")
        FlexBox().marginLeft(8).grow(1).define {
          FlexBox.text(name, fontSize: 12).name(name)
          FlexBox.text("@" + name.lowercased(), fontSize: 8).name("@" + name.lowercased())
        }
      }
      FlexBox.text(body, fontSize: 8).name(body)
      FlexBox().aspectRatio(3).marginVertical(8).name("image \(number)")
      FlexBox().direction(.row).justifyContent(.spaceBetween).define {
        for action in ["like", "reply", "share"] {
          FlexBox().width(56).height(20).name("\(action) \(number)")
        }
      }
    }
  }
  // gallery-code: end
}
