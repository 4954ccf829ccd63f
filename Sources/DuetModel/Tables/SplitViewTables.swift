/// The column-style split view (iOS 14) and the tab bar that becomes a sidebar (iOS 18):
/// one table per split view style expanded (a horizontally regular environment), one for
/// both styles collapsed (horizontally compact), one of the columns by release (the
/// inspector arrives in iOS 26), and one of the tab bar modes per platform.
extension ReferenceTables {
    private static let columnStyleEditions = EditionRange(from: .ios13, since: "14.0")

    private static func column(_ en: String, _ zh: String, key: Bool = false) -> ModelColumn {
        ModelColumn(LocalizedText(en: en, zh: zh), key: key)
    }

    private static func behaviours(_ mode: SplitDisplayMode) -> ModelCell {
        ModelCell(invariant: mode.splitBehaviours.map(\.caseName).joined(separator: ", "))
    }

    /// A display mode per row, each column's place in it, and the split behaviours that
    /// allow it, for one style in a horizontally regular environment.
    static func splitViewExpandedTable(_ style: SplitViewStyle) -> ModelTable {
        let modes = SplitDisplayMode.allCases.filter { $0.applies(to: style) }
        let id = style == .doubleColumn ? "split-view-two-columns-expanded" : "split-view-three-columns-expanded"
        let caption = style == .doubleColumn
            ? LocalizedText(en: "A two-column split view in a horizontally regular environment, per display mode",
                            zh: "双栏分栏视图在水平常规环境中的各显示模式")
            : LocalizedText(en: "A three-column split view in a horizontally regular environment, per display mode",
                            zh: "三栏分栏视图在水平常规环境中的各显示模式")
        return ModelTable(
            id: id, caption: caption,
            columns: [column("Display mode", "显示模式", key: true)]
                + style.expandedColumns.map { ModelColumn($0.heading) }
                + [column("Split behaviours", "分栏行为")],
            rows: modes.map { mode in
                [ModelCell(invariant: mode.caseName)]
                    + style.expandedColumns.map { ModelCell(mode.placement(of: $0, in: style).text) }
                    + [behaviours(mode)]
            },
            sources: [FactSources.splitViewStyle, FactSources.splitViewDisplayMode, FactSources.splitViewSplitBehavior],
            editions: columnStyleEditions
        )
    }

    /// Both styles in a horizontally compact environment, where the split view is collapsed.
    static var splitViewCollapsedTable: ModelTable {
        let cases = SplitViewStyle.allCases.flatMap { style in [true, false].map { (style, $0) } }
        return ModelTable(
            id: "split-view-collapsed",
            caption: LocalizedText(en: "A column-style split view in a horizontally compact environment (collapsed)",
                                   zh: "列式分栏视图在水平紧凑环境中（折叠）"),
            columns: [
                column("Style", "样式", key: true),
                column("Compact column", "紧凑栏", key: true),
                column("Shows", "显示内容"),
                column("Display mode", "显示模式"),
            ],
            rows: cases.map { style, hasCompact in
                [ModelCell(invariant: style.caseName),
                 ModelCell(hasCompact ? LocalizedText(en: "set", zh: "已设置") : LocalizedText(en: "not set", zh: "未设置")),
                 ModelCell(CollapsedSplitView.text(CollapsedSplitView.shown(style: style, hasCompactColumn: hasCompact))),
                 ModelCell(LocalizedText(en: "no visible effect", zh: "没有可见效果"))]
            },
            sources: [FactSources.splitViewIsCollapsed, FactSources.splitViewCompactColumn, FactSources.splitViewTopColumnForCollapsing,
                      FactSources.splitViewDisplayMode],
            editions: columnStyleEditions
        )
    }

    /// The columns, each with the release it arrived in and where it shows.
    static var splitViewColumnsTable: ModelTable {
        func expanded(_ column: SplitViewColumn) -> LocalizedText {
            switch column {
            case .primary: LocalizedText(en: "leading sidebar, per display mode", zh: "前导侧的边栏，由显示模式决定")
            case .supplementary: LocalizedText(en: "second sidebar, three columns only", zh: "第二个边栏，仅三栏样式")
            case .secondary: LocalizedText(en: "always; hide(_:) cannot hide it", zh: "始终显示；hide(_:) 不能隐藏它")
            case .compact: LocalizedText(en: "never", zh: "从不显示")
            case .inspector: LocalizedText(en: "trailing, hidden until show(_:)", zh: "尾随侧，调用 show(_:) 之前隐藏")
            }
        }
        func collapsed(_ column: SplitViewColumn) -> LocalizedText {
            switch column {
            case .compact: LocalizedText(en: "shown when set", zh: "设置后显示")
            case .inspector: LocalizedText(en: "not documented", zh: "没有文档说明")
            default: LocalizedText(en: "when the delegate puts it on top", zh: "由代理放在最上层时显示")
            }
        }
        return ModelTable(
            id: "split-view-columns",
            caption: LocalizedText(en: "The columns of a column-style split view, by release", zh: "列式分栏视图的各栏（按系统版本）"),
            columns: [
                column("Column", "栏", key: true),
                column("Since", "起始版本"),
                column("Expanded", "展开时"),
                column("Collapsed", "折叠时"),
            ],
            rows: SplitViewColumn.allCases.map { column in
                [ModelCell(invariant: column.swiftName), ModelCell(invariant: "iOS \(column.introduced)"),
                 ModelCell(expanded(column)), ModelCell(collapsed(column))]
            },
            sources: [FactSources.splitViewColumn, FactSources.splitViewIsCollapsed, FactSources.splitViewTopColumnForCollapsing],
            rowSources: SplitViewColumn.allCases.map(\.sources),
            editions: columnStyleEditions,
            rowAvailability: SplitViewColumn.allCases.map(\.availability)
        )
    }

    /// Each mode of `UITabBarController` per platform, with and without a tab group.
    static var tabBarSidebarTable: ModelTable {
        let cases = TabBarMode.allCases.flatMap { mode in [true, false].map { (mode, $0) } }
        return ModelTable(
            id: "tab-bar-sidebar",
            caption: LocalizedText(en: "Tab bar or sidebar: what UITabBarController shows per mode and platform",
                                   zh: "标签栏还是侧边栏：UITabBarController 在各模式和平台上显示什么"),
            columns: [
                column("Mode", "模式", key: true),
                column("Tab group among the tabs", "标签中有标签组", key: true),
                column("iPhone", "iPhone"),
                column("iPad", "iPad"),
                column("Mac Catalyst", "Mac Catalyst"),
            ],
            rows: cases.map { mode, hasGroup in
                [ModelCell(invariant: mode.swiftName),
                 ModelCell(hasGroup ? LocalizedText(en: "yes", zh: "有") : LocalizedText(en: "no", zh: "无"))]
                    + TabBarMode.Platform.allCases.map { ModelCell(mode.appearance(on: $0, tabsContainGroup: hasGroup).text) }
            },
            sources: [FactSources.tabBarControllerMode, FactSources.tabBarAndSidebarArticle, FactSources.sidebarSizeClassForum],
            rowSources: cases.map { mode, _ in mode.sources },
            editions: EditionRange(from: .ios18, since: "18.0"),
            rowAvailability: cases.map { mode, _ in .since(mode.introduced) }
        )
    }
}
