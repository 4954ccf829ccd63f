import DuetModel

/// A generated table as the model computes it for each release it holds in, grouped where
/// releases give the same table: the edition switch shows the group of the chosen release
/// in place of the table for every release, so rows that do not exist yet are absent and
/// deprecated ones marked on the site as on the command line. Without JavaScript, or with
/// "every release" chosen, the table for every release shows.
enum ReleaseVariants {
    /// The releases that give each distinct computed table, oldest first; empty when every
    /// release it holds in gives the table for every release.
    static func groups(of table: ReferenceTable) -> [(releases: [Release], table: ReferenceTable)] {
        var groups: [(releases: [Release], table: ReferenceTable)] = []
        for release in Release.all {
            guard let computed = ReferenceTables.table(id: table.id, release: release), computed.id == table.id else { continue }
            if let index = groups.firstIndex(where: { $0.table == computed }) {
                groups[index].releases.append(release)
            } else {
                groups.append(([release], computed))
            }
        }
        if groups.count == 1, groups[0].table.rows == table.rows, groups[0].table.headers == table.headers { return [] }
        return groups
    }

    /// The variants as HTML, each hidden until the switch picks one of its releases;
    /// `render` draws one table with the badge it is given.
    static func html(of table: ReferenceTable, render: (ReferenceTable, String) -> String) -> String {
        groups(of: table).map { group in
            "<div class=\"release-variant\" data-variant=\"" + group.releases.map { String($0.major) }.joined(separator: " ")
                + "\" hidden>\n" + render(group.table, badge(group.releases)) + "</div>\n"
        }.joined()
    }

    /// "iOS 13–16", "iOS 17", "iOS 26.0+": the releases of a variant, as its badge says.
    static func badge(_ releases: [Release]) -> String {
        AvailabilityLabel.label(releases: releases)
    }
}
