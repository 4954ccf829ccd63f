/// The distinct terms of a part or a shard of the search index, numbered in order of
/// first appearance, kept as UTF-8 bytes in one buffer.
///
/// Terms are compared byte for byte (as the browser compares its object keys), never
/// through `String`'s Unicode equivalence, and looked up by an FNV-1a hash of their
/// bytes: building the index makes millions of lookups, and hashing a `String` (seeded
/// SipHash, with normalization for non-ASCII text) was a large share of it.
struct TermTable: Sendable {
    /// Every term's bytes, one after another.
    private(set) var bytes: [UInt8] = []
    /// Term `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private(set) var starts: [Int32] = [0]
    /// Open addressing: a term number, or -1 for an empty slot; the count is a power of two.
    private var slots: [Int32] = Array(repeating: -1, count: 64)
    private var hashes: [UInt32] = []

    var count: Int { starts.count - 1 }

    /// The number of `term`, added if new.
    mutating func intern(_ term: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(term)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let found = Int(slots[slot])
            if found < 0 { break }
            if hashes[found] == hash && equals(found, term) { return found }
            slot = (slot + 1) & mask
        }
        let number = count
        slots[slot] = Int32(number)
        hashes.append(hash)
        bytes.append(contentsOf: term)
        starts.append(Int32(bytes.count))
        if count * 2 > slots.count { grow() }
        return number
    }

    mutating func intern(_ term: String) -> Int {
        var term = term
        return term.withUTF8 { intern($0) }
    }

    func term(_ number: Int) -> String {
        String(decoding: bytes[Int(starts[number])..<Int(starts[number + 1])], as: UTF8.self)
    }

    /// Calls `body` with the bytes of term `number`.
    func withTerm<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(starts[number])..<Int(starts[number + 1])]))
        }
    }

    /// Term numbers in byte order of their terms (which is code point order).
    func sortedNumbers() -> [Int] {
        bytes.withUnsafeBufferPointer { all in
            (0..<count).sorted { a, b in
                let left = all[Int(starts[a])..<Int(starts[a + 1])], right = all[Int(starts[b])..<Int(starts[b + 1])]
                return left.lexicographicallyPrecedes(right)
            }
        }
    }

    private func equals(_ number: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[number]), end = Int(starts[number + 1])
        guard end - start == term.count else { return false }
        for offset in 0..<term.count where bytes[start + offset] != term[offset] { return false }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for number in 0..<count {
            var slot = Int(hashes[number]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    private static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in term { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }
}
