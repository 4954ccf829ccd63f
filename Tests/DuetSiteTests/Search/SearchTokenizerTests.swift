import Testing
import DuetTestSupport
@testable import DuetSite
@testable import DuetSearch

@Suite("Search tokenizer")
struct SearchTokenizerTests {
    init() { ShippedStrings.install() }

    @Test("Chinese is split into overlapping character bigrams")
    func chineseBigrams() {
        #expect(SearchTokenizer.tokens("弹出框") == ["弹出", "出框"])
        #expect(SearchTokenizer.tokens("尺寸类与特征") == ["尺寸", "寸类", "类与", "与特", "特征"])
    }

    @Test("a Chinese run of one character is that character")
    func singleCharacter() {
        #expect(SearchTokenizer.tokens("弹") == ["弹"])
        #expect(SearchTokenizer.tokens("在 iPad 上") == ["在", "ipad", "pad", "上"])
    }

    @Test("punctuation and Latin text end a Chinese run")
    func runsEndAtPunctuation() {
        #expect(SearchTokenizer.tokens("呈现，适配") == ["呈现", "适配"])
        #expect(SearchTokenizer.tokens("使用UIKit的") == ["使用", "uikit", "ui", "kit", "的"])
    }

    @Test("English words are lowercased, stop words dropped and plurals stemmed")
    func englishWords() {
        #expect(SearchTokenizer.tokens("The Popovers of a Split View") == ["popover", "split", "view"])
        #expect(SearchTokenizer.tokens("presenting presented properties classes") == ["present", "present", "property", "class"])
    }

    @Test("the stemmer leaves short words and -ss, -us, -is endings alone")
    func lightStemming() {
        #expect(SearchTokenizer.stem("class") == "class")
        #expect(SearchTokenizer.stem("status") == "status")
        #expect(SearchTokenizer.stem("axis") == "axis")
        #expect(SearchTokenizer.stem("string") == "string")
        #expect(SearchTokenizer.stem("need") == "need")
        #expect(SearchTokenizer.stem("segues") == "segue")
    }

    @Test("an API symbol is indexed whole and by its camel-case parts")
    func camelCaseSymbols() {
        #expect(SearchTokenizer.tokens("traitCollectionDidChange(_:)") == ["traitcollectiondidchange", "trait", "collection", "did", "change"])
        #expect(SearchTokenizer.tokens("UIModalPresentationPopover") == ["uimodalpresentationpopover", "ui", "modal", "presentation", "popover"])
        #expect(SearchTokenizer.tokens("iOS13") == ["ios13", "os", "13"])
    }

    @Test("a query `trait collection` shares every term with the symbol's parts")
    func queryMeetsSymbol() {
        let symbol = Set(SearchTokenizer.tokens("traitCollectionDidChange(_:)"))
        #expect(Set(SearchTokenizer.tokens("trait collection")).isSubset(of: symbol))
        #expect(Set(SearchTokenizer.tokens("Trait Collections")).isSubset(of: symbol))
    }

    @Test("full-width Latin letters read as ASCII")
    func fullWidth() {
        #expect(SearchTokenizer.tokens("ｐｏｐｏｖｅｒ") == ["popover"])
    }
}
