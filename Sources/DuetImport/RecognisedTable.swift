/// A written table pair found to state a model table, now marked for the check.
public struct RecognisedTable: Hashable, Sendable {
    public let id: String
    public let english: ImportLocation
    public let chinese: ImportLocation

    public init(id: String, english: ImportLocation, chinese: ImportLocation) {
        self.id = id
        self.english = english
        self.chinese = chinese
    }
}
