/// The meaning of a cell, compared by the checker instead of its wording.
enum CellValue: Sendable, Hashable {
    case text
    case devices(Set<String>)
    case sizeClasses(SizeClasses)
    case styleOutcome(StyleOutcome)
    case styles(Set<ModalPresentationStyle>)
    case transitionStyle(ModalTransitionStyle)
    case integer(Int)
    case requirement(ModalPresentationStyle?)
    case segueKind(SegueKind)
    case segueSource(SegueSource)
    case segueOutcome(SegueOutcome)
    case boolean(Bool)
}
