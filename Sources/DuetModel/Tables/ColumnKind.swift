/// What a column of a model table holds, which decides how a hand-written cell in that
/// column is read.
enum ColumnKind: Sendable, Hashable {
    case text
    case devices
    case sizeClasses
    case styleOutcome
    case styles
    case transitionStyle
    case integer
    case requirement
    case segueKind
    case segueSource
    case segueOutcome
    case boolean
}
