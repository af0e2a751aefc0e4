/// glibc's `memmem` (a GNU extension the Glibc module does not show): where `needle`'s bytes
/// first occur in `haystack`'s, nil when nowhere; two-way search, linear time.
@_silgen_name("memmem")
package func findBytes(_ haystack: UnsafeRawPointer?, _ haystackCount: Int, _ needle: UnsafeRawPointer?, _ needleCount: Int)
    -> UnsafeMutableRawPointer?
