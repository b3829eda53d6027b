// FlexLayout-style modifiers: each returns a changed copy of the box.

extension FlexBox {
  // MARK: Direction and wrap

  /// The main axis (FlexLayout's `direction`).
  public func direction(_ value: FlexDirection) -> FlexBox { styled { $0.flexDirection = value } }
  /// Whether items wrap.
  public func wrap(_ value: FlexWrap) -> FlexBox { styled { $0.flexWrap = value } }
  /// The inline direction (FlexLayout's `layoutDirection`).
  public func layoutDirection(_ value: Direction) -> FlexBox { styled { $0.direction = value } }

  // MARK: Alignment

  /// Distribution of free space on the main axis.
  public func justifyContent(_ value: JustifyContent) -> FlexBox {
    styled { $0.justifyContent = value }
  }
  /// Cross-axis alignment of the children.
  public func alignItems(_ value: Alignment) -> FlexBox { styled { $0.alignItems = value } }
  /// Cross-axis alignment of this box.
  public func alignSelf(_ value: Alignment) -> FlexBox { styled { $0.alignSelf = value } }
  /// Alignment of the lines.
  public func alignContent(_ value: Alignment) -> FlexBox { styled { $0.alignContent = value } }

  // MARK: Grow, shrink and basis

  /// The grow factor.
  public func grow(_ value: Double) -> FlexBox { styled { $0.flexGrow = value } }
  /// The shrink factor.
  public func shrink(_ value: Double) -> FlexBox { styled { $0.flexShrink = value } }
  /// The flex basis.
  public func basis(_ value: Length) -> FlexBox { styled { $0.flexBasis = value } }

  // MARK: Sizes

  /// The width.
  public func width(_ value: Length) -> FlexBox { styled { $0.width = value } }
  /// The height.
  public func height(_ value: Length) -> FlexBox { styled { $0.height = value } }
  /// The same width and height.
  public func size(_ value: Length) -> FlexBox {
    styled {
      $0.width = value
      $0.height = value
    }
  }
  /// The minimum width.
  public func minWidth(_ value: Length) -> FlexBox { styled { $0.minWidth = value } }
  /// The maximum width.
  public func maxWidth(_ value: Length) -> FlexBox { styled { $0.maxWidth = value } }
  /// The minimum height.
  public func minHeight(_ value: Length) -> FlexBox { styled { $0.minHeight = value } }
  /// The maximum height.
  public func maxHeight(_ value: Length) -> FlexBox { styled { $0.maxHeight = value } }
  /// The ratio of width to height.
  public func aspectRatio(_ value: Double) -> FlexBox { styled { $0.aspectRatio = value } }

  // MARK: Position

  /// How the box is positioned.
  public func position(_ value: PositionType) -> FlexBox { styled { $0.positionType = value } }
  /// The left inset.
  public func left(_ value: Length) -> FlexBox { styled { $0.position.left = value } }
  /// The top inset.
  public func top(_ value: Length) -> FlexBox { styled { $0.position.top = value } }
  /// The right inset.
  public func right(_ value: Length) -> FlexBox { styled { $0.position.right = value } }
  /// The bottom inset.
  public func bottom(_ value: Length) -> FlexBox { styled { $0.position.bottom = value } }
  /// The inline-start inset.
  public func start(_ value: Length) -> FlexBox { styled { $0.position.start = value } }
  /// The inline-end inset.
  public func end(_ value: Length) -> FlexBox { styled { $0.position.end = value } }

  // MARK: Margins

  /// The margin on every edge.
  public func margin(_ value: Length) -> FlexBox { styled { $0.margin.all = value } }
  /// The left margin.
  public func marginLeft(_ value: Length) -> FlexBox { styled { $0.margin.left = value } }
  /// The top margin.
  public func marginTop(_ value: Length) -> FlexBox { styled { $0.margin.top = value } }
  /// The right margin.
  public func marginRight(_ value: Length) -> FlexBox { styled { $0.margin.right = value } }
  /// The bottom margin.
  public func marginBottom(_ value: Length) -> FlexBox { styled { $0.margin.bottom = value } }
  /// The inline-start margin.
  public func marginStart(_ value: Length) -> FlexBox { styled { $0.margin.start = value } }
  /// The inline-end margin.
  public func marginEnd(_ value: Length) -> FlexBox { styled { $0.margin.end = value } }
  /// The left and right margins.
  public func marginHorizontal(_ value: Length) -> FlexBox {
    styled { $0.margin.horizontal = value }
  }
  /// The top and bottom margins.
  public func marginVertical(_ value: Length) -> FlexBox { styled { $0.margin.vertical = value } }

  // MARK: Padding and border

  /// The padding on every edge.
  public func padding(_ value: LengthPercentage) -> FlexBox { styled { $0.padding.all = value } }
  /// The left and right padding.
  public func paddingHorizontal(_ value: LengthPercentage) -> FlexBox {
    styled { $0.padding.horizontal = value }
  }
  /// The top and bottom padding.
  public func paddingVertical(_ value: LengthPercentage) -> FlexBox {
    styled { $0.padding.vertical = value }
  }
  /// The inline-start padding.
  public func paddingStart(_ value: LengthPercentage) -> FlexBox {
    styled { $0.padding.start = value }
  }
  /// The inline-end padding.
  public func paddingEnd(_ value: LengthPercentage) -> FlexBox { styled { $0.padding.end = value } }
  /// The border width on every edge.
  public func border(_ value: Double) -> FlexBox { styled { $0.border.all = value } }

  // MARK: Gaps, display and the rest

  /// Both gaps.
  public func gap(_ value: LengthPercentage) -> FlexBox { styled { $0.gap = value } }
  /// The gap between lines.
  public func rowGap(_ value: LengthPercentage) -> FlexBox { styled { $0.rowGap = value } }
  /// The gap between items in a line.
  public func columnGap(_ value: LengthPercentage) -> FlexBox { styled { $0.columnGap = value } }
  /// How the box takes part in layout.
  public func display(_ value: Display) -> FlexBox { styled { $0.display = value } }
  /// What happens to overflowing content.
  public func overflow(_ value: Overflow) -> FlexBox { styled { $0.overflow = value } }
  /// Which box the sizes size.
  public func boxSizing(_ value: BoxSizing) -> FlexBox { styled { $0.boxSizing = value } }
}
