/// The words a hand-written cell may use for the model's terms.
///
/// English words are the model's; the words of Chinese tables are the reference
/// catalog's (`WordList`), so the scanners are made from the catalog installed when
/// they are first used, and made again when another catalog is installed. Which words
/// mean what can depend on the column: the Chinese words for "lengthwise" and "crosswise"
/// are orientations in a header but axes in a size-class cell; that is why headers and
/// cells use different lists.
struct CellVocabulary: Sendable {
    enum SizeToken: Sendable, Hashable {
        case axis(SizeClassAxis)
        case value(UserInterfaceSizeClass)
    }

    /// A presentation style, "its presentation controller decides", or "the same style".
    enum StyleToken: Sendable, Hashable {
        case style(ModalPresentationStyle)
        case decidedByPresentationController
        case itself
    }

    // MARK: The lists

    static let sizeWords: [(SizeToken, WordList)] = [
        (.axis(.horizontal), WordList("table-words.size.horizontal", english: ["horizontal", "horizontally", "width", "wide", "h", "w"])),
        (.axis(.vertical), WordList("table-words.size.vertical", english: ["vertical", "vertically", "height", "tall", "v"])),
        (.value(.compact), WordList("table-words.size.compact", english: ["compact", "c"])),
        (.value(.regular), WordList("table-words.size.regular", english: ["regular", "r"])),
    ]

    /// Extra names of each style, besides its API names and its term in each language
    /// (older Chinese names, say, which a hand-written table may still use).
    static let styleWords: [(ModalPresentationStyle, WordList)] = ModalPresentationStyle.allCases.map { style in
        (style, WordList("table-words.style." + style.wordListName, english: [style.term.en]))
    }
    static let presentationControllerWords = WordList("table-words.style.presentation-controller", english: ["presentation controller"])
    static let itselfWords = WordList("table-words.style.itself", english: ["itself", "unchanged", "same", "as is"])

    static let transitionWords: [(ModalTransitionStyle, WordList)] = [
        (.coverVertical, WordList("table-words.transition.cover-vertical", english: ["cover vertical"])),
        (.flipHorizontal, WordList("table-words.transition.flip-horizontal", english: ["flip horizontal"])),
        (.crossDissolve, WordList("table-words.transition.cross-dissolve", english: ["cross dissolve"])),
        (.partialCurl, WordList("table-words.transition.partial-curl", english: ["partial curl"])),
    ]

    /// Words saying a transition style works with any presentation style.
    static let anyStyleList = WordList("table-words.any-style", english: ["any", "all", "every", "no restriction", "unrestricted"])
    /// Words for an empty cell: nothing applies.
    static let noneList = WordList("table-words.none", english: ["—", "–", "-", "n/a"])

    static let segueKindNames: [String: SegueKind] = [
        "show": .show, "showpush": .show,
        "showdetail": .showDetail, "showdetailreplace": .showDetail,
        "presentmodally": .presentModally, "presentmodallymodal": .presentModally,
        "presentaspopover": .presentAsPopover, "presentaspopoverpopover": .presentAsPopover,
        "push": .push, "modal": .modal, "popover": .popover, "replace": .replace,
    ]
    /// Qualifiers stripped from a segue kind cell before its name is looked up.
    static let segueQualifierList = WordList("table-words.segue-qualifiers", english: ["deprecated", "non-adaptive", "legacy", "segue"])

    static let segueSourceLists: [(SegueSource, WordList)] = [
        (.navigationController, WordList("table-words.segue-source.navigation", english: ["navigation", "UINavigationController"])),
        (.splitViewController, WordList("table-words.segue-source.split", english: ["split", "UISplitViewController"])),
        (.other, WordList("table-words.segue-source.other", english: ["other", "elsewhere", "anywhere"])),
    ]

    /// Checked in this order, because "full-screen modal" also says "modal".
    static let segueOutcomeLists: [(SegueOutcome, WordList)] = [
        (.unsupported, WordList("table-words.segue-outcome.unsupported", english: ["not supported", "unsupported", "not available", "not allowed", "cannot"])),
        (.forwardedToPrimary, WordList("table-words.segue-outcome.forwarded", english: ["forward", "collapsed"])),
        (.fullScreenModal, WordList("table-words.segue-outcome.full-screen", english: ["full screen"])),
        (.sheet, WordList("table-words.segue-outcome.sheet", english: ["sheet"])),
        (.popover, WordList("table-words.segue-outcome.popover", english: ["popover"])),
        (.replacePrimary, WordList("table-words.segue-outcome.primary", english: ["primary"])),
        (.replaceDetail, WordList("table-words.segue-outcome.replace", english: ["replace"])),
        (.push, WordList("table-words.segue-outcome.push", english: ["push"])),
        (.modal, WordList("table-words.segue-outcome.modal", english: ["modal"])),
    ]

    /// Negative words are checked first: "not adaptive" also contains "adaptive".
    static let falseList = WordList("table-words.false", english: ["no", "not", "false", "deprecated"])
    static let trueList = WordList("table-words.true", english: ["yes", "true", "adaptive"])
    static let falseSymbols: Set<Character> = ["✗", "✘", "×"]
    static let trueSymbols: Set<Character> = ["✓", "✔"]

    /// Every list, so the catalog can be checked for all of them whether or not a table
    /// of the book uses them.
    static var allLists: [WordList] {
        sizeWords.map(\.1) + styleWords.map(\.1) + [presentationControllerWords, itselfWords]
            + transitionWords.map(\.1) + [anyStyleList, noneList, segueQualifierList]
            + segueSourceLists.map(\.1) + segueOutcomeLists.map(\.1) + [falseList, trueList]
    }

    // MARK: What the reader uses, made from the catalog installed now

    let sizeScanners: [Language: TokenScanner<SizeToken>]
    let styleScanner: TokenScanner<StyleToken>
    let transitionScanner: TokenScanner<ModalTransitionStyle>
    let anyStyleWords: [String]
    let dashes: Set<String>
    let segueQualifiers: [String]
    let segueSourceWords: [(SegueSource, [String])]
    let segueOutcomeWords: [(SegueOutcome, [String])]
    let falseWords: [String]
    let trueWords: [String]
    let deviceSeparators: [String]

    private init() {
        let english = Self.sizeWords.flatMap { token, list in list.english.map { ($0, token) } }
        sizeScanners = [
            .en: TokenScanner(english),
            .zh: TokenScanner(Self.sizeWords.flatMap { token, list in list.words.map { ($0, token) } }),
        ]
        var styles: [(String, StyleToken)] = []
        for (style, list) in Self.styleWords {
            // A one-character word (the Chinese for "none") would be found inside other words.
            for name in [style.swiftName, style.objectiveCName, style.term.zh] + list.words where name.count > 1 {
                styles.append((TextNormalization.normalized(name), .style(style)))
            }
        }
        styles += Self.presentationControllerWords.words.map { (TextNormalization.normalized($0), .decidedByPresentationController) }
        styles += Self.itselfWords.words.map { (TextNormalization.normalized($0), .itself) }
        styleScanner = TokenScanner(styles, boundaries: false)
        var transitions: [(String, ModalTransitionStyle)] = []
        for (style, list) in Self.transitionWords {
            for name in [style.swiftName, style.objectiveCName] + list.words {
                transitions.append((TextNormalization.normalized(name), style))
            }
        }
        transitionScanner = TokenScanner(transitions, boundaries: false)
        let normalized = { (list: WordList) in list.words.map(TextNormalization.normalized).filter { !$0.isEmpty } }
        anyStyleWords = normalized(Self.anyStyleList)
        dashes = Set(Self.noneList.words.map { $0.lowercased() })
        segueQualifiers = normalized(Self.segueQualifierList)
        segueSourceWords = Self.segueSourceLists.map { ($0, normalized($1)) }
        segueOutcomeWords = Self.segueOutcomeLists.map { ($0, normalized($1)) }
        falseWords = normalized(Self.falseList)
        trueWords = normalized(Self.trueList)
        deviceSeparators = DeviceListReader.separators()
    }

    private static let made = MadeFromCatalog { CellVocabulary() }

    /// The vocabulary of the catalog installed now.
    static var current: CellVocabulary { made.value }
}

extension ModalPresentationStyle {
    /// The style's name in catalog ids: `.overFullScreen` is `over-full-screen`.
    var wordListName: String {
        var name = ""
        for character in swiftName.dropFirst() {
            if character.isUppercase { name += "-" }
            name += character.lowercased()
        }
        return name
    }
}
