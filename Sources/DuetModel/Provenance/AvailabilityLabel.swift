/// How the releases a block holds for read on its badge, the way Apple's availability
/// lines read: "iOS 15.0+" while it still holds, "iOS 8–12" once it ended, "iOS 18" for
/// one release. The label is computed from the block's own first release (a table of
/// sheet detents says 15.0, not the 13 its rules' span starts at) and never from the
/// edition group, so it agrees with the releases the edition switch folds it for. It is
/// the same in every language, like Apple's.
public enum AvailabilityLabel {
    /// The label of a span: from `first` (a version, "15.0" or "26.1") to `last`, or on
    /// to today when `last` is nil.
    public static func label(platform: String = "iOS", first: String, last: Release?) -> String {
        let version = first.contains(".") ? first : first + ".0"
        guard let last else { return "\(platform) \(version)+" }
        let start = Release.major(of: first)
        return start == last.major ? "\(platform) \(start)" : "\(platform) \(start)–\(last.major)"
    }

    /// The label of a set of releases: runs of consecutive releases of the model joined by
    /// a dash, a run that reaches the newest release open-ended ("iOS 8–12, 26.0+").
    public static func label(platform: String = "iOS", releases: [Release]) -> String {
        var runs: [[Release]] = []
        for release in releases.sorted() {
            if let last = runs.last?.last, let index = Release.all.firstIndex(of: last), index + 1 < Release.all.count, Release.all[index + 1] == release {
                runs[runs.count - 1].append(release)
            } else {
                runs.append([release])
            }
        }
        return platform + " " + runs.map { run in
            if run.last == Release.newest && run.count > 1 { return "\(run[0].major).0+" }
            return run.count == 1 ? String(run[0].major) : "\(run[0].major)–\(run[run.count - 1].major)"
        }.joined(separator: ", ")
    }
}

extension EditionRange {
    /// "iOS 15.0+", "iOS 9–18": the range's own releases on a badge.
    public var availabilityLabel: String { availabilityLabel(platform: "iOS") }

    public func availabilityLabel(platform: String) -> String {
        AvailabilityLabel.label(platform: platform, first: sinceRelease ?? "\(firstRelease.major).0", last: lastRelease)
    }
}
