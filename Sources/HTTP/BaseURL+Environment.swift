import FetchModel

extension BaseURL {
  /// The base URL `environment[variable]` names (unset or empty: `defaultBase`), or why it
  /// cannot be used: every service's `WXSH_…_URL` is read this one way.
  public static func configured(
    _ environment: [String: String], variable: String, default defaultBase: BaseURL
  ) -> Result<BaseURL, HTTPError> {
    guard let text = environment[variable], !text.isEmpty else { return .success(defaultBase) }
    do {
      return .success(try BaseURL(text, variable: variable))
    } catch {
      return .failure(error)
    }
  }
}
