/// The column-style split view (iOS 14) and the tab bar that becomes a sidebar (iOS 18):
/// one table per split view style expanded (a horizontally regular environment), one for
/// both styles collapsed (horizontally compact), one of the columns by release (the
/// inspector arrives in iOS 26), and one of the tab bar modes per platform.
extension ReferenceTables {
    private static let columnStyleEditions = EditionRange(from: .ios13, since: "14.0")

    private static func column(_ en: String, _ catalogKey: String, key: Bool = false) -> ModelColumn {
        ModelColumn(LocalizedText(en: en, key: catalogKey), key: key)
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
                            key: "split-view-tables.two-column-split-view-horizontally")
            : LocalizedText(en: "A three-column split view in a horizontally regular environment, per display mode",
                            key: "split-view-tables.three-column-split-view-horizontally")
        return ModelTable(
            id: id, caption: caption,
            columns: [column("Display mode", "split-view-tables.display-mode", key: true)]
                + style.expandedColumns.map { ModelColumn($0.heading) }
                + [column("Split behaviours", "split-view-tables.split-behaviours")],
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
                                   key: "split-view-tables.column-style-split-view-horizontally"),
            columns: [
                column("Style", "split-view-tables.style", key: true),
                column("Compact column", "split-view-tables.compact-column", key: true),
                column("Shows", "split-view-tables.shows"),
                column("Display mode", "split-view-tables.display-mode"),
            ],
            rows: cases.map { style, hasCompact in
                [ModelCell(invariant: style.caseName),
                 ModelCell(hasCompact ? LocalizedText(en: "set", key: "split-view-tables.set") : LocalizedText(en: "not set", key: "split-view-tables.not-set")),
                 ModelCell(CollapsedSplitView.text(CollapsedSplitView.shown(style: style, hasCompactColumn: hasCompact))),
                 ModelCell(LocalizedText(en: "no visible effect", key: "split-view-tables.no-visible-effect"))]
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
            case .primary: LocalizedText(en: "leading sidebar, per display mode", key: "split-view-tables.leading-sidebar-per-display-mode")
            case .supplementary: LocalizedText(en: "second sidebar, three columns only", key: "split-view-tables.second-sidebar-three-columns-only")
            case .secondary: LocalizedText(en: "always; hide(_:) cannot hide it", key: "split-view-tables.always-hide-cannot-hide")
            case .compact: LocalizedText(en: "never", key: "split-view-tables.never")
            case .inspector: LocalizedText(en: "trailing, hidden until show(_:)", key: "split-view-tables.trailing-hidden-until-show")
            }
        }
        func collapsed(_ column: SplitViewColumn) -> LocalizedText {
            switch column {
            case .compact: LocalizedText(en: "shown when set", key: "split-view-tables.shown-when-set")
            case .inspector: LocalizedText(en: "presented as a sheet", key: "split-view-tables.presented-as-sheet")
            default: LocalizedText(en: "when the delegate puts it on top", key: "split-view-tables.when-delegate-puts-top")
            }
        }
        return ModelTable(
            id: "split-view-columns",
            caption: LocalizedText(en: "The columns of a column-style split view, by release", key: "split-view-tables.columns-column-style-split-view-release"),
            columns: [
                column("Column", "split-view-tables.column", key: true),
                column("Since", "split-view-tables.since"),
                column("Expanded", "split-view-tables.expanded"),
                column("Collapsed", "split-view-tables.collapsed"),
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

    /// What iOS 27 adds to an iPhone's cell where the mode allows a sidebar.
    static let iPhoneSidebarIn27 = CellAddition(
        since: "27.0",
        text: LocalizedText(en: "a sidebar when Sidebar.preferredPlacement is .sidebar, where supported (which iPhones support it is not documented)",
                            key: "split-view-tables.iphone-sidebar-preferred-placement-27"),
        sources: [FactSources.sidebarPreferredPlacement])

    /// Each mode of `UITabBarController` per platform, with and without a tab group.
    static var tabBarSidebarTable: ModelTable {
        let cases = TabBarMode.allCases.flatMap { mode in [true, false].map { (mode, $0) } }
        return ModelTable(
            id: "tab-bar-sidebar",
            caption: LocalizedText(en: "Tab bar or sidebar: what UITabBarController shows per mode and platform",
                                   key: "split-view-tables.tab-bar-sidebar-what-uitabbarcontroller"),
            columns: [
                column("Mode", "split-view-tables.mode", key: true),
                column("Tab group among the tabs", "split-view-tables.tab-group-among-tabs", key: true),
                ModelColumn(LocalizedText(invariant: "iPhone")),
                ModelColumn(LocalizedText(invariant: "iPad")),
                ModelColumn(LocalizedText(invariant: "Mac Catalyst")),
            ],
            rows: cases.map { mode, hasGroup in
                [ModelCell(invariant: mode.swiftName),
                 ModelCell(hasGroup ? LocalizedText(en: "yes", key: "split-view-tables.yes") : LocalizedText(en: "no", key: "split-view-tables.no"))]
                    + TabBarMode.Platform.allCases.map { platform in
                        // iOS 27: where the iPad may show a sidebar, an iPhone may too, when
                        // Sidebar.preferredPlacement asks for it and the iPhone supports it.
                        let sidebarPossible = mode.appearance(on: .iPad, tabsContainGroup: hasGroup) == .tabBarOrSidebarByContext
                        return ModelCell(mode.appearance(on: platform, tabsContainGroup: hasGroup).text,
                                         additions: platform == .iPhone && sidebarPossible ? [Self.iPhoneSidebarIn27] : [])
                    }
            },
            sources: [FactSources.tabBarControllerMode, FactSources.tabBarAndSidebarArticle, FactSources.sidebarSizeClassForum],
            rowSources: cases.map { mode, _ in mode.sources },
            editions: EditionRange(from: .ios18, since: "18.0"),
            rowAvailability: cases.map { mode, _ in .since(mode.introduced) }
        )
    }
}
