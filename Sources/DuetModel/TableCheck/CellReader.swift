/// Turns the text of a hand-written cell into the meaning the model compares, or nil
/// when the cell cannot be read (which the checker reports, never passes).
enum CellReader {
    static func read(
        _ text: String, as kind: ColumnKind, language: Language, headerAxes: [SizeClassAxis]?
    ) -> CellValue? {
        // Most cells of a typed table are size classes and device lists, which read the
        // text as written: the normalized form is made only for the kinds that use it.
        var normalizedText: String { TextNormalization.normalized(text) }
        let vocabulary = CellVocabulary.current
        switch kind {
        case .text:
            return .text
        case .devices:
            guard case .success(let devices) = DeviceListReader.read(text) else { return nil }
            return .devices(Set(devices.map(\.id)))
        case .sizeClasses:
            return sizeClasses(text, language: language, headerAxes: headerAxes).map(CellValue.sizeClasses)
        case .styleOutcome:
            return styleOutcome(normalizedText)
        case .styles:
            let styles = vocabulary.styleScanner.scan(normalizedText).compactMap { token -> ModalPresentationStyle? in
                if case .style(let style) = token { return style }
                return nil
            }
            return styles.isEmpty ? nil : .styles(Set(styles))
        case .transitionStyle:
            let styles = Set(vocabulary.transitionScanner.scan(normalizedText))
            return styles.count == 1 ? .transitionStyle(styles.first!) : nil
        case .integer:
            return integer(text).map(CellValue.integer)
        case .requirement:
            return requirement(text, normalized: normalizedText)
        case .segueKind:
            var name = normalizedText
            for qualifier in vocabulary.segueQualifiers {
                name = name.replacingAll(qualifier, with: "")
            }
            return CellVocabulary.segueKindNames[name].map(CellValue.segueKind)
        case .segueSource:
            let normalized = normalizedText
            let sources = vocabulary.segueSourceWords.filter { _, words in words.contains(where: normalized.contains) }
            return sources.count == 1 ? .segueSource(sources[0].0) : nil
        case .segueOutcome:
            if vocabulary.dashes.contains(TextNormalization.trimmed(text).lowercased()) { return .segueOutcome(.unsupported) }
            let normalized = normalizedText
            let outcome = vocabulary.segueOutcomeWords.first { _, words in words.contains(where: normalized.contains) }
            return outcome.map { .segueOutcome($0.0) }
        case .boolean:
            if text.contains(where: CellVocabulary.falseSymbols.contains) { return .boolean(false) }
            if text.contains(where: CellVocabulary.trueSymbols.contains) { return .boolean(true) }
            let normalized = normalizedText
            if vocabulary.falseWords.contains(where: normalized.contains) { return .boolean(false) }
            if vocabulary.trueWords.contains(where: normalized.contains) { return .boolean(true) }
            return nil
        }
    }

    /// Both axes, named in either order ("Vertical: regular, horizontal: compact",
    /// "regular height, compact width", or the same in Chinese), or two bare values in
    /// the order the header gives ("Portrait (V / H)" over "regular / compact"), or two
    /// equal bare values ("regular / regular"), which read the same in either order.
    static func sizeClasses(_ text: String, language: Language, headerAxes: [SizeClassAxis]?) -> SizeClasses? {
        let tokens = CellVocabulary.current.sizeScanners[language]!.scan(text)
        var axes: [SizeClassAxis] = []
        var values: [UserInterfaceSizeClass] = []
        var pattern = ""
        for token in tokens {
            switch token {
            case .axis(let axis): axes.append(axis); pattern += "A"
            case .value(let value): values.append(value); pattern += "V"
            }
        }
        var pairs: [(SizeClassAxis, UserInterfaceSizeClass)] = []
        switch pattern {
        case "AVAV", "VAVA", "AAVV", "VVAA":
            pairs = [(axes[0], values[0]), (axes[1], values[1])]
        case "VV":
            // Two equal values need no axis names; different ones need the header's order.
            if values[0] == values[1] { return SizeClasses(horizontal: values[0], vertical: values[1]) }
            guard let headerAxes, headerAxes.count == 2 else { return nil }
            pairs = [(headerAxes[0], values[0]), (headerAxes[1], values[1])]
        default:
            return nil
        }
        guard pairs[0].0 != pairs[1].0 else { return nil }
        var classes = SizeClasses(horizontal: .unspecified, vertical: .unspecified)
        for (axis, value) in pairs {
            if axis == .horizontal { classes.horizontal = value } else { classes.vertical = value }
        }
        return classes
    }

    /// The axis order a header announces, e.g. "Portrait (vertical / horizontal)";
    /// the column's own words are removed first, since the Chinese words for "lengthwise" and "crosswise" there mean orientations.
    static func headerAxes(_ header: String, columnWords: [String], language: Language) -> [SizeClassAxis]? {
        var text = header.lowercased()
        for word in columnWords.sorted(by: { $0.count > $1.count }) {
            text = text.replacingAll(word, with: " ")
        }
        let axes = CellVocabulary.current.sizeScanners[language]!.scan(text).compactMap { token -> SizeClassAxis? in
            if case .axis(let axis) = token { return axis }
            return nil
        }
        return axes.count == 2 && axes[0] != axes[1] ? axes : nil
    }

    static func styleOutcome(_ normalized: String) -> CellValue? {
        let tokens = CellVocabulary.current.styleScanner.scan(normalized)
        if tokens.contains(.decidedByPresentationController) {
            return .styleOutcome(.decidedByPresentationController)
        }
        let distinct = Set(tokens)
        guard distinct.count == 1, let token = distinct.first else { return nil }
        switch token {
        case .style(let style): return .styleOutcome(.style(style))
        // "Itself" is resolved against the row's style by the checker.
        case .itself: return .styleOutcome(.itself)
        case .decidedByPresentationController: return .styleOutcome(.decidedByPresentationController)
        }
    }

    static func requirement(_ text: String, normalized: String) -> CellValue? {
        if CellVocabulary.current.dashes.contains(TextNormalization.trimmed(text).lowercased()) { return .requirement(nil) }
        let styles = Set(CellVocabulary.current.styleScanner.scan(normalized).compactMap { token -> ModalPresentationStyle? in
            if case .style(let style) = token, style != .none { return style }
            return nil
        })
        if styles.count == 1 { return .requirement(styles.first!) }
        if styles.isEmpty && (CellVocabulary.current.anyStyleWords.contains(where: normalized.contains) || normalized == "none") {
            return .requirement(nil)
        }
        return nil
    }

    static func integer(_ text: String) -> Int? {
        let trimmed = TextNormalization.trimmed(text)
        var digits = ""
        var negative = false
        for character in trimmed {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else if digits.isEmpty && (character == "-" || character == "−") {
                negative = true
            } else if !digits.isEmpty {
                break
            }
        }
        guard let value = Int(digits) else { return nil }
        return negative ? -value : value
    }
}
