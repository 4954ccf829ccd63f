/// Tables of the chapter on orientation and layout guides: the orientation APIs and the
/// layout guides, each computed for the release a reader picks.
extension ReferenceTables {
    static var orientationAPIsTable: ModelTable { orientationAPIsTable(in: nil) }

    /// The orientation APIs as of `release` (today without one): an API that does not
    /// exist yet is absent, a deprecation shows only once it has happened, and the
    /// replacement is the one a reader of that release can call.
    static func orientationAPIsTable(in release: Release?) -> ModelTable {
        let apis = OrientationAPI.all.filter { api in release.map { api.availability.holds(in: $0) } ?? true }
        func deprecation(_ api: OrientationAPI) -> String? { Self.deprecation(api.deprecated, asOf: release) }
        let none = LocalizedText(invariant: "—")
        return ModelTable(
            id: "orientation-apis",
            caption: release.map { LocalizedText(en: "Orientation APIs, as of iOS {release}", key: "scene-geometry-tables.orientation-apis-as-of", arguments: ["release": LocalizedText(invariant: String($0.major))]) }
                ?? LocalizedText(en: "Orientation APIs: introduced, deprecated, replaced", key: "scene-geometry-tables.orientation-apis-introduced-deprecated"),
            columns: [
                ModelColumn(LocalizedText(invariant: "API"), key: true),
                ModelColumn(LocalizedText(en: "What it is for", key: "scene-geometry-tables.what")),
                introducedColumn, deprecatedColumn, useInsteadColumn,
            ],
            rows: apis.map { api in
                let deprecated = deprecation(api)
                return [
                    ModelCell(invariant: api.api),
                    ModelCell(api.role),
                    ModelCell(invariant: "iOS \(api.introduced)"),
                    deprecated.map { ModelCell(invariant: "iOS \($0)") } ?? ModelCell(none),
                    deprecated == nil ? ModelCell(none) : ModelCell(invariant: api.replacement(in: release) ?? "—"),
                ]
            },
            rowSources: apis.map(\.sources),
            rowAvailability: apis.map(\.availability)
        )
    }

    static var layoutGuidesTable: ModelTable {
        let guides = LayoutGuideQuestion.all
        return ModelTable(
            id: "layout-guides",
            caption: LocalizedText(en: "Which layout guide answers which question, and the insets Apple publishes", key: "scene-geometry-tables.which-layout-guide-answers-which"),
            columns: [
                ModelColumn(LocalizedText(en: "Guide", key: "scene-geometry-tables.guide"), key: true),
                ModelColumn(LocalizedText(en: "Since", key: "scene-geometry-tables.since")),
                ModelColumn(LocalizedText(en: "Question it answers", key: "scene-geometry-tables.question-answers")),
                ModelColumn(LocalizedText(en: "Insets Apple publishes", key: "scene-geometry-tables.insets-apple-publishes")),
            ],
            rows: guides.map { guide in
                [ModelCell(invariant: guide.guide), ModelCell(invariant: "iOS \(guide.introduced)"),
                 ModelCell(guide.question), ModelCell(guide.publishedInsets)]
            },
            rowSources: guides.map(\.sources),
            editions: EditionRange(from: .guide, since: "9.0"),
            rowAvailability: guides.map(\.availability)
        )
    }
}
