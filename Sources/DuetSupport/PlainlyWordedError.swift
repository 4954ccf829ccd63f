/// An error whose description already says what failed, where and why in words a user
/// reads, so whoever reports it passes the description on instead of wording it again.
///
/// The output's errors conform; the content's reporting (`PlainIOError`) knows this
/// protocol rather than the module that writes the site.
package protocol PlainlyWordedError: Error, CustomStringConvertible {}
