import CCmarkGFM

/// The version of the cmark-gfm library duet was linked against, as the library reports
/// it at run time: Debian's package may be updated under an installed duet, and a
/// rendering difference is easier to explain when `duet --version` names the parser.
public enum CmarkGFMVersion {
    public static var string: String { String(cString: cmark_version_string()) }
}
