extension String {
    /// Pads with spaces to `width` characters.
    package func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
