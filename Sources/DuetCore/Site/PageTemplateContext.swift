import DuetMarkdown
import DuetModel

/// Builds the dictionaries the Mustache templates see. Every value is plain text (escaped
/// by `{{ }}`) except `content`, the rendered page body, which templates insert raw.
enum PageTemplateContext {
    static func common(settings: SiteSettings, language: Language, location: SiteLocation) -> [String: Any] {
        [
            "lang": language.tag,
            "language": language.rawValue,
            "languageName": language.nativeName,
            "siteTitle": settings.title[language],
            "siteDescription": settings.description[language],
            "root": location.rootPrefix,
            "assets": location.rootPrefix + "assets/",
            "homeURL": location.relativeURL(to: .home(language)),
            "isEnglish": language == .en,
            "isChinese": language == .zh,
            "strings": UIStrings.table(language),
            "hasPlayground": true,
            "playgroundURL": location.relativeURL(to: PlaygroundPage.location(language)),
        ]
    }

    static func navigation(pairs: [PagePair], language: Language, current: SiteLocation?, links: LinkTable,
                           from location: SiteLocation) -> [[String: Any]] {
        pairs.compactMap { pair in
            guard let page = pair[language] ?? pair[language.counterpart],
                  let target = links.location(forSource: pair.fileName, language: language) else { return nil }
            return ["title": page.title, "url": location.relativeURL(to: target), "current": target == current,
                    "untranslated": pair[language] == nil]
        }
    }

    static func tableOfContents(_ document: MarkdownNode, anchors: [SourceLocation: String]) -> [[String: Any]] {
        HeadingAnchors.headings(document).compactMap { heading in
            guard case .heading(let level) = heading.kind, level == 2 || level == 3,
                  let id = anchors[heading.range.start] else { return nil }
            return ["id": id, "text": heading.plainText, "level": level, "isSub": level == 3]
        }
    }
}

/// Interface words the templates print, in each language.
enum UIStrings {
    static func table(_ language: Language) -> [String: String] {
        switch language {
        case .en:
            ["contents": "Contents", "onThisPage": "On this page", "previous": "Previous", "next": "Next",
             "switchLanguage": "中文", "notTranslated": "This page has not been translated into English yet; the Chinese text is shown.",
             "notFoundTitle": "Page not found", "notFoundText": "There is no page at this address.",
             "backHome": "Go to the start page", "chooseLanguage": "Choose a language", "skip": "Skip to content"]
        case .zh:
            ["contents": "目录", "onThisPage": "本页内容", "previous": "上一页", "next": "下一页",
             "switchLanguage": "English", "notTranslated": "本页尚未翻译成中文，下面显示英文原文。",
             "notFoundTitle": "找不到页面", "notFoundText": "这个地址没有页面。",
             "backHome": "返回首页", "chooseLanguage": "选择语言", "skip": "跳到正文"]
        }
    }
}
