/// The words a hand-written cell may use for the model's terms, per language.
///
/// Chinese reading also accepts the English words, because Chinese technical writing
/// often keeps "compact" or ".popover" as is. Which words mean what can depend on the
/// column: 纵向 and 横向 are orientations in a header but axes in a size-class cell;
/// that is why headers and cells use different lists.
enum CellVocabulary {
    enum SizeToken: Sendable, Hashable {
        case axis(SizeClassAxis)
        case value(UserInterfaceSizeClass)
    }

    static let englishSizeWords: [(String, SizeToken)] = [
        ("horizontal", .axis(.horizontal)), ("horizontally", .axis(.horizontal)), ("width", .axis(.horizontal)),
        ("wide", .axis(.horizontal)), ("h", .axis(.horizontal)), ("w", .axis(.horizontal)),
        ("vertical", .axis(.vertical)), ("vertically", .axis(.vertical)), ("height", .axis(.vertical)),
        ("tall", .axis(.vertical)), ("v", .axis(.vertical)),
        ("compact", .value(.compact)), ("c", .value(.compact)),
        ("regular", .value(.regular)), ("r", .value(.regular)),
    ]

    static let chineseSizeWords: [(String, SizeToken)] = [
        ("水平", .axis(.horizontal)), ("水平方向", .axis(.horizontal)), ("宽度", .axis(.horizontal)),
        ("宽", .axis(.horizontal)), ("横向", .axis(.horizontal)),
        ("垂直", .axis(.vertical)), ("垂直方向", .axis(.vertical)), ("竖直", .axis(.vertical)),
        ("高度", .axis(.vertical)), ("高", .axis(.vertical)), ("纵向", .axis(.vertical)),
        ("紧凑", .value(.compact)), ("紧凑型", .value(.compact)), ("紧凑的", .value(.compact)),
        ("常规", .value(.regular)), ("常规型", .value(.regular)), ("常规的", .value(.regular)),
        ("规则", .value(.regular)), ("标准", .value(.regular)), ("正常", .value(.regular)), ("普通", .value(.regular)),
    ]

    static let sizeScanners: [Language: TokenScanner<SizeToken>] = [
        .en: TokenScanner(englishSizeWords),
        .zh: TokenScanner(chineseSizeWords + englishSizeWords),
    ]

    /// A presentation style, "its presentation controller decides", or "the same style".
    enum StyleToken: Sendable, Hashable {
        case style(ModalPresentationStyle)
        case decidedByPresentationController
        case itself
    }

    static let styleScanner: TokenScanner<StyleToken> = {
        var words: [(String, StyleToken)] = []
        for style in ModalPresentationStyle.allCases {
            words.append((TextNormalization.normalized(style.swiftName), .style(style)))
            words.append((TextNormalization.normalized(style.objectiveCName), .style(style)))
            words.append((TextNormalization.normalized(style.term.en), .style(style)))
            if style.term.zh.count > 1 { words.append((style.term.zh, .style(style))) }
        }
        // Chinese names the reference used before it kept page sheet and form sheet in
        // English: a hand-written table that still says them reads as meant, and the
        // terminology check reports the word itself.
        words += [("页面表单", .style(.pageSheet)), ("表单", .style(.formSheet))]
        for word in ["presentationcontroller", "呈现控制器"] {
            words.append((word, .decidedByPresentationController))
        }
        for word in ["itself", "unchanged", "same", "asis", "不变", "自身", "本身", "原样", "保持原样式"] {
            words.append((word, .itself))
        }
        return TokenScanner(words, boundaries: false)
    }()

    static let transitionScanner: TokenScanner<ModalTransitionStyle> = {
        var words: [(String, ModalTransitionStyle)] = []
        for style in ModalTransitionStyle.allCases {
            words.append((TextNormalization.normalized(style.swiftName), style))
            words.append((TextNormalization.normalized(style.objectiveCName), style))
        }
        words += [
            ("垂直覆盖", .coverVertical), ("覆盖垂直", .coverVertical),
            ("水平翻转", .flipHorizontal), ("翻转", .flipHorizontal),
            ("交叉溶解", .crossDissolve), ("淡入淡出", .crossDissolve), ("交叉淡化", .crossDissolve),
            ("部分卷曲", .partialCurl), ("卷页", .partialCurl), ("翻页", .partialCurl),
        ]
        return TokenScanner(words, boundaries: false)
    }()

    /// Words saying a transition style works with any presentation style.
    static let anyStyleWords = ["any", "all", "every", "norestriction", "unrestricted", "任意", "任何", "所有", "全部", "不限", "无限制", "均可"]
    static let dashes: Set<String> = ["—", "–", "-", "n/a", "无"]

    static let segueKindNames: [String: SegueKind] = [
        "show": .show, "showpush": .show,
        "showdetail": .showDetail, "showdetailreplace": .showDetail,
        "presentmodally": .presentModally, "presentmodallymodal": .presentModally,
        "presentaspopover": .presentAsPopover, "presentaspopoverpopover": .presentAsPopover,
        "push": .push, "modal": .modal, "popover": .popover, "replace": .replace,
    ]
    /// Qualifiers stripped from a segue kind cell before its name is looked up.
    static let segueQualifiers = ["deprecated", "nonadaptive", "legacy", "segue", "已弃用", "已废弃", "弃用", "废弃", "不推荐"]

    static let segueSourceWords: [(SegueSource, [String])] = [
        (.navigationController, ["navigation", "uinavigationcontroller", "导航"]),
        (.splitViewController, ["split", "uisplitviewcontroller", "拆分", "分栏", "分屏"]),
        (.other, ["other", "elsewhere", "anywhere", "其他", "其它", "其余"]),
    ]

    /// Checked in this order, because "full-screen modal" also says "modal".
    static let segueOutcomeWords: [(SegueOutcome, [String])] = [
        (.unsupported, ["notsupported", "unsupported", "notavailable", "notallowed", "cannot", "不支持", "不可用", "无法"]),
        (.forwardedToPrimary, ["forward", "collapsed", "转交", "折叠"]),
        (.fullScreenModal, ["fullscreen", "全屏"]),
        (.sheet, ["sheet", "表单"]),
        (.popover, ["popover", "弹出框", "弹窗"]),
        (.replacePrimary, ["primary", "主栏", "第一个"]),
        (.replaceDetail, ["replace", "替换"]),
        (.push, ["push", "推入", "压入", "入栈"]),
        (.modal, ["modal", "模态"]),
    ]

    /// Negative words first: "not adaptive" also contains "adaptive".
    static let falseWords = ["no", "not", "false", "deprecated", "否", "不", "非", "已弃用", "弃用", "废弃"]
    static let trueWords = ["yes", "true", "adaptive", "是", "自适应"]
    static let falseSymbols: Set<Character> = ["✗", "✘", "×"]
    static let trueSymbols: Set<Character> = ["✓", "✔"]
}
