/// A mirrored transition follows the pointer when the one it mirrors does: the pointer's
/// columns are already mirrored (`ReaderModel.pointerColumn`), the pages are mirrored here.
extension MirroredTransition: PointerTransition {
    public func compose(
        from: Frame, to: Frame, pointer: PagePointer, progress: Double, direction: TurnDirection, palette: Palette
    ) -> Frame {
        guard let following = base as? any PointerTransition else {
            return compose(from: from, to: to, progress: progress, direction: direction, palette: palette)
        }
        return following.compose(
            from: from.mirrored(columns: columns), to: to.mirrored(columns: columns), pointer: pointer, progress: progress,
            direction: direction, palette: palette
        ).mirrored(columns: columns)
    }
}
