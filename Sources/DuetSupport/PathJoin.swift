/// Joins path components the way a person types them (`content/en`), without URL APIs.
@inlinable
package func join(_ base: String, _ component: String) -> String {
    if base.isEmpty || base == "." { return component }
    return base.hasSuffix("/") ? base + component : base + "/" + component
}
