extension SafeFile {
  /// Writes a cache file crash-safely: its directory is created (0700) when missing, the file
  /// replaced atomically, and temp files killed writers left beside it swept.
  public static func writeCache(_ bytes: [UInt8], to file: String, in directory: String) throws {
    try PrivateDirectory.create(directory)
    try replace(file, with: bytes)
    sweepTemps(for: file)
  }
}
