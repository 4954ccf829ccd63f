import DuetModel
import DuetTestSupport
import Foundation
import Testing
@testable import DuetSite

/// A release label is read as a promise of the minimum release: these specs read every
/// label the shipped site prints and hold it to the releases the block is folded for.
@Suite("Release labels")
struct ReleaseLabelTests {
    init() { ShippedStrings.install() }

    /// The releases a label names: "iOS 15.0+" is 15 to the newest, "iOS 8–12" is 8 to
    /// 12, "iOS 18" is 18, "iOS 8–12, 26.0+" is both runs; nil if it is not a label.
    static func releases(named label: String) -> [Int]? {
        guard let range = label.range(of: #"^(iOS|iPadOS) "#, options: .regularExpression) else { return nil }
        var named: [Int] = []
        for part in label[range.upperBound...].components(separatedBy: ", ") {
            let bounds: (Int, Int)
            if part.hasSuffix("+"), let first = Int(part.dropLast().prefix { $0 != "." }) {
                bounds = (first, Release.newest.major)
            } else if let dash = part.firstIndex(of: "–"), let first = Int(part[..<dash]), let last = Int(part[part.index(after: dash)...]) {
                bounds = (first, last)
            } else if let only = Int(part) {
                bounds = (only, only)
            } else {
                return nil
            }
            named += Release.all.map(\.major).filter { $0 >= bounds.0 && $0 <= bounds.1 }
        }
        return named
    }

    /// Each generated block of a page: its `data-releases`, its badge, the badges of its
    /// per-release variants with their `data-variant`, and its caption's text.
    struct Block {
        var releases: [Int]
        var badge: String
        var variants: [(releases: [Int], badge: String)]
        var caption: String
    }

    static func blocks(in html: String) -> [Block] {
        let opening = try! NSRegularExpression(pattern: #"<(?:div|figure) class="model-(?:table|figure)"[^>]*data-releases="([^"]*)""#)
        let badge = try! NSRegularExpression(pattern: #"<span class="release-badge">([^<]*)</span>([^<]*)"#)
        let variant = try! NSRegularExpression(pattern: #"<div class="release-variant" data-variant="([0-9 ]+)" hidden>"#)
        let text = html as NSString
        let matches = opening.matches(in: html, range: NSRange(location: 0, length: text.length))
        return matches.enumerated().map { index, match in
            let end = index + 1 < matches.count ? matches[index + 1].range.location : text.length
            let body = NSRange(location: match.range.location, length: end - match.range.location)
            let badges = badge.matches(in: html, range: body)
            let variantStarts = variant.matches(in: html, range: body)
            // A table's variant carries its own badge; a figure's variants share the
            // figure's caption, so they have none to check.
            let variants = variantStarts.compactMap { start -> (releases: [Int], badge: String)? in
                let close = text.range(of: "</div>", range: NSRange(location: start.range.location, length: NSMaxRange(body) - start.range.location)).location
                guard let own = badges.first(where: { $0.range.location > start.range.location && $0.range.location < close }) else { return nil }
                return (text.substring(with: start.range(at: 1)).split(separator: " ").compactMap { Int($0) },
                        text.substring(with: own.range(at: 1)))
            }
            // The block's own badge: the first one not inside a hidden variant.
            let firstVariant = variantStarts.first?.range.location ?? Int.max
            let own = badges.first { $0.range.location < firstVariant } ?? badges.first
            return Block(releases: text.substring(with: match.range(at: 1)).split(separator: " ").compactMap { Int($0) },
                         badge: own.map { text.substring(with: $0.range(at: 1)) } ?? "",
                         variants: variants,
                         caption: own.map { text.substring(with: $0.range(at: 2)) } ?? "")
        }
    }

    /// Every page as a reader who picked a release has it: with the variants from the file
    /// beside it (`ReleaseVariantsOnDemand`) back in their places.
    static var pages: [(path: String, html: String)] {
        let files = ShippedSite.context.output.files
        return files.keys.sorted().filter { $0.hasSuffix(".html") }.map { path in
            var html = String(decoding: files[path]!, as: UTF8.self)
            let script = files[ReleaseVariantsOnDemand.path(besides: path)].map { String(decoding: $0, as: UTF8.self) }
            if let script, let slots = VariantsScript.slots(script) {
                for (slot, variants) in slots.enumerated() {
                    html = html.replacingOccurrences(of: ReleaseVariantsOnDemand.placeholder(slot), with: variants)
                }
            }
            return (path, html)
        }
    }

    @Test("every label on every page names exactly the releases its block is folded for")
    func everyLabelMatchesItsReleases() {
        var checked = 0, variants = 0
        for page in Self.pages {
            for block in Self.blocks(in: page.html) {
                #expect(Self.releases(named: block.badge) == block.releases,
                        "\(page.path): '\(block.badge)' on a block for iOS \(block.releases.map(String.init).joined(separator: " ")) — \(block.caption)")
                for variant in block.variants {
                    #expect(Self.releases(named: variant.badge) == variant.releases,
                            "\(page.path): variant '\(variant.badge)' for \(variant.releases) — \(block.caption)")
                    variants += 1
                }
                checked += 1
            }
            #expect(!page.html.contains("<div class=\"release-variants\""), "\(page.path): every placeholder has its variants")
        }
        #expect(checked > 90, "the shipped site has generated blocks on both languages' pages, each page its own language's (found \(checked))")
        #expect(variants > 100, "the per-release variants are read from the files beside the pages (found \(variants))")
    }

    @Test("a caption that names its first release agrees with its label: sheet detents are iOS 15.0+ and say iOS 15")
    func captionAgreesWithLabel() {
        let stated = try! NSRegularExpression(pattern: #"iOS (\d+) (?:and later|及以后)"#)
        var compared = 0
        for page in Self.pages {
            for block in Self.blocks(in: page.html) {
                let caption = block.caption as NSString
                for match in stated.matches(in: block.caption, range: NSRange(location: 0, length: caption.length)) {
                    #expect(Int(caption.substring(with: match.range(at: 1))) == block.releases.first,
                            "\(page.path): '\(block.badge)' before '\(block.caption)'")
                    compared += 1
                }
            }
        }
        #expect(compared > 0)
    }

    @Test("labels are read the way they are written")
    func readingLabels() {
        #expect(Self.releases(named: "iOS 26.0+") == [26, 27])
        #expect(Self.releases(named: "iOS 9–18") == Array(9...18))
        #expect(Self.releases(named: "iOS 8–12, 26.0+") == Array(8...12) + [26, 27])
        #expect(Self.releases(named: "iOS 13 and later") == nil, "the old wording is not a label")
    }

    @Test("every playground answer is labelled with the releases its rules hold for; a resizable window's from iPadOS 26.0")
    func playgroundLabels() throws {
        let data = try #require(try JSONSerialization.jsonObject(with: Data(PlaygroundData.json().utf8)) as? [String: Any])
        let editions = try #require(data["editions"] as? [[String: Any]])
        #expect(editions.count == PresentationAdaptation.distinctEditions.count)
        for entry in editions {
            let edition = try #require(Edition(rawValue: entry["id"] as? String ?? ""))
            let span = PresentationAdaptation.span(of: edition)
            let label = try #require((entry["label"] as? [String: String])?["en"])
            #expect(Self.releases(named: label) == Release.all.filter(span.contains).map(\.major), "\(edition): \(label)")
            if let resizable = (entry["resizableLabel"] as? [String: String])?["zh"] {
                #expect(resizable.hasPrefix("iPadOS "))
                #expect(Self.releases(named: resizable) == Release.all.filter { span.contains($0) && $0.major >= 26 }.map(\.major), "\(edition): \(resizable)")
            } else {
                #expect(!span.contains(Release(major: 26)!), "\(edition) spans iPadOS 26 and has no label for a resizable window's answer")
            }
        }
        #expect(editions.contains { $0["resizableLabel"] != nil })
    }
}
