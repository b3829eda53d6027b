/// The version of Trellis, as `trellis --version` prints it.
///
/// This is the one place the version is written: change it here when a version is tagged.
package enum TrellisVersion {
  /// The version number, `major.minor.patch` as Semantic Versioning spells it.
  package static let current = "0.1.0"
}
