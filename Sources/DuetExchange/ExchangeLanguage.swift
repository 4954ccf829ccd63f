/// The Chinese of the site named by the standard of each format that carries it, so one
/// language has one tag per format and each tag is what that format's tools expect.
///
/// - BCP 47 (HTML `lang`, XLIFF `trgLang` / `target-language`): `zh-Hans`. The
///   translation is defined by its script, Simplified Chinese, not by a country: it is
///   for readers in mainland China, Singapore and Malaysia alike, and BCP 47 (RFC 5646,
///   section 4.1) says to use a script subtag where the script is what distinguishes the
///   text. `zh-Hans` is also what the published pages declare and what Xcode's own
///   XLIFF files use, so a document and the page it fills agree.
/// - gettext (PO `Language:`): `zh_CN`. gettext names languages by POSIX locale,
///   `ll_CC`; it has no script form its tools map (msgfmt, Poedit and Weblate read
///   `zh_CN` as Simplified Chinese, `zh_TW` as Traditional), so the locale of the
///   Simplified Chinese standard is the one they all understand.
public enum ExchangeLanguage {
    /// The source language, the same tag in every format.
    public static let english = "en"
    /// The Chinese as a BCP 47 tag: HTML and XLIFF.
    public static let chineseBCP47 = "zh-Hans"
    /// The Chinese as a gettext locale: PO catalogs.
    public static let chineseGettext = "zh_CN"
}
