import DuetContent
/// Pairs English blocks with the Chinese blocks that translate them.
enum BlockPairing {
    /// An interleaved document: each English block is followed by its Chinese block (or,
    /// less often, preceded by it); a heading or caption may hold both languages.
    static func interleaved(_ blocks: [SourceBlock]) -> AlignedBlocks {
        var aligned = AlignedBlocks()
        var index = 0
        func next(_ offset: Int) -> SourceBlock? {
            index + offset < blocks.count ? blocks[index + offset] : nil
        }
        while index < blocks.count {
            let block = blocks[index]
            // A block followed by its translation is a pair, even when its words mix the
            // scripts enough to look like a heading in both languages.
            if block.script == .english, let following = next(1), following.corresponds(to: block),
               (following.script == .chinese && bilingual(following) == nil) || isUntranslatedHeading(following, of: block) {
                aligned.entries.append(pair(block, following))
                index += 2
                continue
            }
            if let both = bilingual(block) {
                aligned.entries.append(.pair(english: both.english, chinese: both.chinese,
                                             englishAt: block.location, chineseAt: block.location, table: false))
                index += 1
                continue
            }
            switch block.script {
            case .english:
                if let following = next(1), following.script == .chinese, following.corresponds(to: block) {
                    aligned.entries.append(pair(block, following))
                    index += 2
                } else if let gap = neutralGap(after: index, in: blocks), let translation = next(gap + 1),
                          translation.script == .chinese, translation.corresponds(to: block) {
                    // A listing or figure given once between a paragraph and its
                    // translation: the pair first, then what both pages share.
                    aligned.entries.append(pair(block, translation))
                    for shared in blocks[(index + 1)...(index + gap)] {
                        aligned.entries.append(.shared(shared.markdown, at: shared.location))
                    }
                    index += gap + 2
                } else {
                    keepUntranslated(block, in: &aligned)
                    index += 1
                }
            case .neutral:
                // A listing given twice, the second time with Chinese comments.
                if block.isCode, let following = next(1), following.isCode, following.script == .chinese {
                    aligned.entries.append(pair(block, following))
                    index += 2
                } else {
                    aligned.entries.append(.shared(block.markdown, at: block.location))
                    index += 1
                }
            case .chinese:
                // Chinese first: pair with the next English block unless that one has its
                // own Chinese block right after it.
                if let following = next(1), following.script == .english, following.corresponds(to: block),
                   !(next(2).map { $0.script == .chinese && $0.corresponds(to: following) } ?? false) {
                    aligned.entries.append(pair(following, block))
                    index += 2
                } else {
                    leaveOut(block, in: &aligned)
                    index += 1
                }
            }
        }
        return aligned
    }

    /// A Chinese file beside its English original: blocks are paired in order by kind
    /// (headings with headings, code with code, tables with tables of the same width,
    /// lists with lists of the same shape), skipping a block on one side when the other
    /// side lacks it.
    static func monolingual(english: [SourceBlock], chinese: [SourceBlock]) -> AlignedBlocks {
        var aligned = AlignedBlocks()
        var e = 0
        var z = 0
        while e < english.count || z < chinese.count {
            guard e < english.count else {
                leaveOut(chinese[z], in: &aligned)
                z += 1
                continue
            }
            guard z < chinese.count else {
                keepUntranslated(english[e], in: &aligned)
                e += 1
                continue
            }
            let en = english[e]
            let zh = chinese[z]
            if zh.corresponds(to: en) {
                if en.script == .neutral, zh.script == .neutral, en.markdown == zh.markdown {
                    aligned.entries.append(.shared(en.markdown, at: en.location))
                } else {
                    aligned.entries.append(pair(en, zh))
                }
                e += 1
                z += 1
            } else if e + 1 < english.count, zh.corresponds(to: english[e + 1]) {
                keepUntranslated(en, in: &aligned)
                e += 1
            } else if z + 1 < chinese.count, chinese[z + 1].corresponds(to: en) {
                leaveOut(zh, in: &aligned)
                z += 1
            } else {
                keepUntranslated(en, in: &aligned)
                leaveOut(zh, in: &aligned)
                e += 1
                z += 1
            }
        }
        return aligned
    }

    /// Whether a heading that follows an English heading of the same level is its
    /// translation even without Han characters: terms that stay English in Chinese
    /// ("Unwind Segues" is "unwind segue") leave the same words, give or take a plural.
    static func isUntranslatedHeading(_ candidate: SourceBlock, of english: SourceBlock) -> Bool {
        guard english.headingLevel != nil, candidate.script == .english else { return false }
        func words(_ block: SourceBlock) -> [String] {
            block.node.plainText.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        let original = words(english)
        let translated = words(candidate)
        guard !translated.isEmpty, translated.count == original.count else { return false }
        return zip(original, translated).allSatisfy { $0.hasPrefix($1) || $1.hasPrefix($0) }
    }

    /// How many neutral blocks (at most two, none of them a listing with Chinese comments
    /// or a heading) follow the block at `index`; nil when none do.
    private static func neutralGap(after index: Int, in blocks: [SourceBlock]) -> Int? {
        var count = 0
        while count < 2, index + count + 1 < blocks.count {
            let block = blocks[index + count + 1]
            guard block.script == .neutral, block.headingLevel == nil, !block.isTableMarker else { break }
            count += 1
        }
        return count == 0 ? nil : count
    }

    /// Both languages of a heading, or of a one-line caption with a visible separator.
    static func bilingual(_ block: SourceBlock) -> BilingualLine? {
        let counts = Script.counts(of: block.node)
        guard counts.han > 0, counts.latin > 0 else { return nil }
        if let level = block.headingLevel {
            let marker = String(repeating: "#", count: level) + " "
            let text = String(block.markdown.dropFirst(marker.count))
            guard let split = BilingualLine(text) else { return nil }
            return BilingualLine(english: marker + split.english, chinese: marker + split.chinese)
        }
        if block.node.kind == .paragraph, !block.markdown.contains("\n"), block.markdown.count <= 200 {
            return BilingualLine(block.markdown, requireVisibleSeparator: !isCaption(block.markdown))
        }
        return nil
    }

    /// A pair of blocks; a Chinese heading takes the English heading's level, since web
    /// pages often style the two languages with different heading levels.
    /// "Figure 1-2 ...", "Listing 3 ...", and the catalog's Chinese words for them: a
    /// caption may put its two languages side by side with only a space between them.
    static func isCaption(_ text: String) -> Bool {
        ImportWords.captionPrefixes.words.contains { text.hasPrefix($0 + " ") }
    }

    private static func pair(_ english: SourceBlock, _ chinese: SourceBlock) -> AlignedBlocks.Entry {
        var translation = chinese.markdown
        if let level = english.headingLevel, let other = chinese.headingLevel, level != other {
            translation = String(repeating: "#", count: level) + String(translation.dropFirst(other))
        }
        return .pair(english: english.markdown, chinese: translation, englishAt: english.location,
                     chineseAt: chinese.location, table: english.isTable)
    }

    private static func keepUntranslated(_ block: SourceBlock, in aligned: inout AlignedBlocks) {
        aligned.entries.append(.untranslated(block.markdown, at: block.location))
        aligned.unpaired.append(UnpairedBlock(location: block.location, language: "English", kind: block.skeleton.description,
                                              preview: block.preview, kept: true))
    }

    private static func leaveOut(_ block: SourceBlock, in aligned: inout AlignedBlocks) {
        aligned.unpaired.append(UnpairedBlock(location: block.location, language: "Chinese", kind: block.skeleton.description,
                                              preview: block.preview, kept: false))
    }
}
