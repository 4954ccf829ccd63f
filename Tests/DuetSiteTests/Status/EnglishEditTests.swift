import DuetContent
import DuetSite
import Foundation
import Testing

/// An English edit after acceptance: white space and equivalent Markdown keep the
/// translation, punctuation and one word's spelling make it minor, anything that can carry
/// a fact makes it stale. Measured on a corpus of real blocks from the guide.
@Suite("English edits and the translations they keep")
struct EnglishEditTests {
    struct Edit: Decodable {
        let `class`: String
        let why: String
        let before: String
        let after: String
    }

    static let corpus: [Edit] = {
        let url = ChecksFixture.repositoryRoot.appendingPathComponent("Tests/DuetSiteTests/Fixtures/english-edits/corpus.json")
        return (try? JSONDecoder().decode([Edit].self, from: Data(contentsOf: url))) ?? []
    }()

    static let vocabulary: EditVocabulary = {
        let (content, _) = ContentLoader.load(directory: ChecksFixture.repositoryRoot.appendingPathComponent("content").path)
        return EditVocabulary(glossary: content!.glossary)
    }()

    @Test("the corpus holds at least 40 real edits of each class", arguments: EnglishEdit.allCases)
    func corpusSize(_ kind: EnglishEdit) {
        #expect(Self.corpus.filter { $0.class == kind.rawValue }.count >= 40)
    }

    @Test("every edit of the corpus is classified as its class says, 100% in each class", arguments: EnglishEdit.allCases)
    func corpusClassified(_ kind: EnglishEdit) {
        let edits = Self.corpus.filter { $0.class == kind.rawValue }
        #expect(!edits.isEmpty)
        for edit in edits {
            let judged = EnglishEdit.classify(from: edit.before, to: edit.after, vocabulary: Self.vocabulary)
            #expect(judged == kind, "\(edit.why): judged \(judged.rawValue)\n- \(edit.before)\n+ \(edit.after)")
        }
    }

    @Test("a one-letter change that reverses a word is stale, not a spelling fix")
    func negations() {
        let cases = [("The sheet is visible.", "The sheet is invisible."), ("You can dismiss it.", "You can't dismiss it."),
                     ("The button is enabled.", "The button is disabled."), ("It is able to adapt.", "It is unable to adapt.")]
        for (before, after) in cases {
            #expect(EnglishEdit.classify(from: before, to: after, vocabulary: Self.vocabulary) == .changed, "\(after)")
        }
    }

    @Test("a typo fix beside a code span is minor; the same fix inside a glossary term is stale")
    func termsAndCode() {
        #expect(EnglishEdit.classify(from: "Call `present(_:animated:)` when the data is redy.", to: "Call `present(_:animated:)` when the data is ready.",
                                     vocabulary: Self.vocabulary) == .minor)
        #expect(EnglishEdit.classify(from: "Each view controler has traits.", to: "Each view controller has traits.",
                                     vocabulary: Self.vocabulary) == .changed)
        #expect(EnglishEdit.classify(from: "Call `present(_:animated:)` now.", to: "Call `show(_:sender:)` now.",
                                     vocabulary: Self.vocabulary) == .changed)
    }

    @Test("a hard line break, emphasis added or a number changed is stale; moving soft line breaks is not")
    func rendering() {
        #expect(EnglishEdit.classify(from: "One two\nthree four.", to: "One two three\nfour.", vocabulary: Self.vocabulary) == .sameRendering)
        #expect(EnglishEdit.classify(from: "One two\nthree four.", to: "One two  \nthree four.", vocabulary: Self.vocabulary) == .changed)
        #expect(EnglishEdit.classify(from: "One two three.", to: "One *two* three.", vocabulary: Self.vocabulary) == .changed)
        #expect(EnglishEdit.classify(from: "Since iOS 17.", to: "Since iOS 18.", vocabulary: Self.vocabulary) == .changed)
    }
}
