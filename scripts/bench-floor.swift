// The start-up floor wxsh-bench compares wxsh with (scripts/bench compiles it twice:
// `swiftc -O -static-stdlib` and `swiftc -O`): a Swift program that imports Foundation,
// prints a line and exits, which no Swift command-line tool can start faster than.
import Foundation

print("wxsh floor \(ProcessInfo.processInfo.processIdentifier > 0)")
