import DuetModel

/// JSON string literals for generated data that pages load as scripts (`search-index.js`,
/// `playground-data.js`): script-safe, so `<` or a line separator in the text cannot end
/// the script or break the JavaScript.
enum JSONText {
    static func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text, scriptSafe: true)
    }
}
