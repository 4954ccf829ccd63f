/// What a cell gains from a release on, with the page that says so: the iOS 26 note on a
/// sheet's shape, the iOS 27 placement beside a sheet's width. A table computed for an
/// earlier release shows the cell without it; computed for the release or a later one,
/// with it; shown for every release at once, with it and the release it starts in.
struct CellAddition: Sendable, Hashable {
    /// The version the addition holds from ("26.0").
    let since: String
    let text: LocalizedText
    /// Where the addition comes from; it joins its row's sources where it holds.
    let sources: [FactSource]

    func holds(in release: Release) -> Bool {
        Release.major(of: since) <= release.major
    }

    /// "iOS 26 and later: …", for a table that shows every release at once.
    var labelled: LocalizedText {
        LocalizedText(en: "{releases}: {text}", key: "cell-addition.labelled",
                      arguments: ["releases": .iOSAndLater(String(Release.major(of: since))), "text": text])
    }
}

extension ModelCell {
    /// The cell as it reads in `release`: its text with every addition that holds there.
    func resolved(in release: Release) -> ModelCell {
        let held = additions.filter { $0.holds(in: release) }.map(\.text)
        // A list of devices computed for a release names only the devices that run it
        // (the guide's iPhone 5 row is the iPhone 5s alone from iOS 11).
        if case .devices(let ids) = value, ids.contains(where: { !DeviceSupport.canRun($0, release) }) {
            let running = DeviceCatalogue.all.filter { ids.contains($0.id) && DeviceSupport.canRun($0.id, release) }
            return ModelCell(joined(LocalizedText.list(running.map(\.localizedName)), held), .devices(Set(running.map(\.id))))
        }
        return ModelCell(joined(text, held), value)
    }

    /// The cell for every release at once: each addition with the release it starts in.
    var everyRelease: ModelCell {
        ModelCell(joined(text, additions.map(\.labelled)), value, additions: additions)
    }

    /// The sources of the additions that hold in `release` (every one when nil).
    func additionSources(in release: Release?) -> [FactSource] {
        additions.filter { addition in release.map(addition.holds) ?? true }.flatMap(\.sources)
    }

    private func joined(_ base: LocalizedText, _ parts: [LocalizedText]) -> LocalizedText {
        parts.reduce(base) { $0.joined(with: $1) }
    }
}
