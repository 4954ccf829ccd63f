import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XML parser's error in words, for `xliff.syntax`: its error is an `NSError` whose
/// description is a Foundation dump (`Error Domain=NSXMLParserErrorDomain Code=76 …`)
/// that says nothing to a translator. The common mistakes are named; any other keeps
/// the parser's number, which its documentation lists.
enum XMLErrorWords {
    static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "the parser stopped without saying why" }
        let code = (error as NSError).code
        switch XMLParser.ErrorCode(rawValue: code) {
        case .tagNameMismatchError?: return "an end tag does not match its start tag"
        case .prematureDocumentEndError?, .emptyDocumentError?: return "the document ends before its elements are closed"
        case .unfinishedTagError?, .gtRequiredError?: return "a tag is not closed with `>`"
        case .ltRequiredError?, .documentStartError?: return "expected an element (`<`)"
        case .undeclaredEntityError?: return "an entity that is not declared"
        case .invalidCharacterError?: return "a character XML does not allow"
        case .invalidCharacterRefError?, .invalidDecimalCharacterRefError?, .invalidHexCharacterRefError?:
            return "a character reference to a character XML does not allow"
        case .entityRefAtEOFError?, .entityNotFinishedError?, .nameRequiredError?: return "an `&` that does not start a reference (write `&amp;`)"
        case .lessThanSymbolInAttributeError?: return "a `<` inside an attribute value (write `&lt;`)"
        case .attributeNotStartedError?, .attributeNotFinishedError?, .attributeHasNoValueError?:
            return "an attribute without a quoted value"
        case .attributeRedefinedError?: return "an attribute given twice in one tag"
        case .commentNotFinishedError?: return "a comment that is not closed with `-->`"
        case .cdataNotFinishedError?: return "a CDATA section that is not closed with `]]>`"
        case .misplacedXMLDeclarationError?: return "an XML declaration that is not at the very start"
        case .namespaceDeclarationError?: return "a namespace prefix that is not declared"
        default: return "XML parser error \(code)"
        }
    }
}
