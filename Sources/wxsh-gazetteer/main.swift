import Foundation
import GazetteerBuild
import Places

// Builds share/wxsh/places.bin from the generator script's tab-separated source file.
//   wxsh-gazetteer SOURCE.tsv OUTPUT.bin

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: wxsh-gazetteer SOURCE.tsv OUTPUT.bin\n".utf8))
  exit(2)
}
do {
  let started = Date()
  let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
  let source = try GazetteerSource.parse(text)
  let bytes = GazetteerBuilder.build(source)
  let temp = arguments[2] + ".tmp"
  try Data(bytes).write(to: URL(fileURLWithPath: temp))
  guard rename(temp, arguments[2]) == 0 else { throw CocoaError(.fileWriteUnknown) }
  let gazetteer = try Gazetteer(path: arguments[2])
  let seconds = Date().timeIntervalSince(started)
  FileHandle.standardError.write(
    Data(
      ("wxsh-gazetteer: \(gazetteer.placeCount) places, \(gazetteer.nameCount) names, "
        + "\(bytes.count / 1_000_000) MB in \(String(format: "%.1f", seconds)) s → \(arguments[2])\n")
        .utf8))
} catch {
  FileHandle.standardError.write(Data("wxsh-gazetteer: \(error)\n".utf8))
  exit(1)
}
