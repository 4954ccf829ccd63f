/// The scene roles that decide where windows appear, from iOS 16, when the non-interactive
/// role for connected displays arrived.
extension ReferenceTables {
    static var sceneRolesTable: ModelTable {
        let roles = SceneRole.allCases
        return ModelTable(
            id: "scene-roles",
            caption: LocalizedText(en: "Scene roles and the displays their windows appear on", key: "scene-role.caption"),
            columns: [
                ModelColumn(LocalizedText(en: "Role", key: "scene-role.column-role"), key: true),
                ModelColumn(LocalizedText(en: "Windows", key: "scene-role.column-windows")),
                ModelColumn(LocalizedText(en: "Displays", key: "scene-role.column-displays")),
                ModelColumn(LocalizedText(en: "Fills the display", key: "scene-role.column-fills")),
                ModelColumn(LocalizedText(en: "How the app gets the scene", key: "scene-role.column-arrival")),
            ],
            rows: roles.map { role in
                [ModelCell(invariant: role.swiftName), ModelCell(role.windows), ModelCell(role.displays), ModelCell(role.screenShare),
                 ModelCell(role.arrival, additions: role == .windowExternalDisplayNonInteractive ? [SceneRole.accessoryIn27] : [])]
            },
            sources: [FactSources.sceneSessionRole, FactSources.connectedDisplayArticle, FactSources.roleExternalDisplayDeprecated],
            rowSources: roles.map(\.sources),
            editions: EditionRange(from: .ios13, since: "16.0"),
            rowAvailability: roles.map { .since($0.introduced) }
        )
    }
}
