import Synchronization

/// A value worked out from the catalog's Chinese (an index of Chinese names, the word
/// lists of the table check), kept with the catalog installation it was made under and
/// made again when another catalog is installed (`ModelStrings.generation`).
final class MadeFromCatalog<Value: Sendable>: Sendable {
    private let cache = Mutex<(generation: Int, value: Value)?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value for the catalog installed now.
    var value: Value {
        let generation = ModelStrings.generation
        return cache.withLock { cached in
            if let cached, cached.generation == generation { return cached.value }
            let made = make()
            cached = (generation, made)
            return made
        }
    }
}
