/// glibc's `malloc_trim` (its header is not part of the Glibc module): gives the free memory of
/// every heap back to the system.
@_silgen_name("malloc_trim")
func mallocTrim(_ pad: Int) -> Int32
