/// The page-turn modes a reader can choose, in the order the toggle key cycles through them.
public enum TransitionMode: String, CaseIterable, Sendable {
    case none, push, slide, curl, scroll

    /// The next mode in cycling order, wrapping around.
    public var cycled: TransitionMode {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + 1) % all.count]
    }

    /// The name shown to the reader and used in the config file.
    public var name: String { rawValue }

    /// The animation for this mode; nil for `scroll`, which is continuous and not a page turn.
    public var transition: (any Transition)? {
        switch self {
        case .none: NoTransition()
        case .push: PushTransition()
        case .slide: SlideTransition()
        case .curl: CurlTransition()
        case .scroll: nil
        }
    }
}

extension TransitionMode {
    /// The animation for this mode on a screen laid out as `layout`: a spread curls its leaf
    /// around the spine; the other modes move whole page areas, one page or a spread alike.
    /// Pages that turn to the left (`layout.progression`) turn mirrored.
    package func transition(for layout: ScreenLayout) -> (any Transition)? {
        let base: (any Transition)? = self == .curl && layout.isSpread ? SpreadCurlTransition(spine: layout.spineX) : transition
        guard let base, layout.progression == .rightToLeft else { return base }
        return MirroredTransition(base, columns: layout.mirroredColumns)
    }
}
