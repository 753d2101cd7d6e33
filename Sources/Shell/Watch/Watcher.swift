import AlertModel
import Catalog
import Clients
import FetchModel
import Foundation
import PlaceModel
import ProfileStore
import Rendering
import Storage
import Terminal
import Views
import WatchModel
import Weather

/// `wxsh watch`: checks the watched places on the data's schedule (rain every 15 minutes at
/// the viewed or pinned place, alerts every 10 at every saved place, thresholds hourly, the
/// summary once a morning), through the shell's own cache, and sends each event once.
@MainActor
final class Watcher {
  /// One kind of check, with its own schedule.
  enum Check: CaseIterable {
    case rain
    case alerts
    case thresholds

    /// How often it runs when nothing fails: as often as its data changes.
    var period: TimeInterval {
      switch self {
      case .rain: 900
      case .alerts: 600
      case .thresholds: 3600
      }
    }
  }

  /// How long after its time the morning summary may still go out (a watch started at noon
  /// sends it; one started in the evening waits for tomorrow).
  static let summaryWindow: TimeInterval = 3 * 3600

  let context: CommandContext
  let options: WatchOptions
  let delivery: NoticeDelivery
  let files: WatchFiles
  private var ledger = SentLedger()
  private var ledgerChanged = false
  private var due: [Check: Date] = [:]
  private var failures: [Check: Int] = [:]
  private var pinned: Place?
  /// The last desktop failure said, so it is said once.
  private var desktopProblem: String?

  init(context: CommandContext, options: WatchOptions, delivery: NoticeDelivery, files: WatchFiles)
  {
    self.context = context
    self.options = options
    self.delivery = delivery
    self.files = files
  }

  private var clock: Clock { context.dependencies.clock }
  private var output: Output { context.output }

  /// Runs until cancelled (or one round with `--once`); returns the exit status.
  func run() async -> Int32 {
    let lock: FileLock
    do {
      try PrivateDirectory.create(files.directory)
      lock = try FileLock(path: files.lock, timeout: 0)
    } catch .lockTimeout {
      output.errorLine("wxsh: " + say(.watchAlreadyRunning(path: files.lock)))
      return 1
    } catch {
      output.errorLine("wxsh: " + say(.watchStateFailed(reason: error.description)))
      return 1
    }
    defer { lock.unlock() }
    loadLedger()
    if let text = options.place {
      do {
        pinned = try await context.resolvePlace(text).place
      } catch {
        output.errorLine("wxsh: " + ErrorMessages.message(for: error))
        return 1
      }
    }
    guard !watchedPlaces().isEmpty else {
      output.errorLine("wxsh: " + say(.watchNothing))
      return 1
    }
    if !options.once, context.terminal.stdoutIsTerminal {
      output.line(context.styler.apply(.dim, say(.watchStarted(count: watchedPlaces().count))))
    }
    let start = clock.now()
    for check in Check.allCases { due[check] = start }
    while !Task.isCancelled {
      _ = context.saved.reload()
      let now = clock.now()
      for check in Check.allCases where (due[check] ?? now) <= now {
        let succeeded = await perform(check, now: now)
        due[check] = now.addingTimeInterval(nextDelay(check, succeeded: succeeded))
      }
      await summaryIfDue(now: clock.now())
      ledger.prune(now: clock.now())
      saveLedger()
      if options.once || Task.isCancelled { break }
      // A clock set back (or a time zone change) never postpones a check by more than its period.
      let latest = clock.now()
      for check in Check.allCases {
        let limit = latest.addingTimeInterval(options.interval ?? check.period)
        if let next = due[check], next > limit { due[check] = limit }
      }
      let wake =
        ([nextSummary(after: clock.now())] + due.values.map(Optional.some))
        .compactMap { $0 }.min() ?? clock.now().addingTimeInterval(60)
      do {
        try await clock.sleep(wake.timeIntervalSince(clock.now()))
      } catch {
        break
      }
    }
    return 0
  }

  /// The saved places, and the pinned one when it is not saved.
  func watchedPlaces() -> [Place] {
    var places = context.saved.allPlaces()
    if let pinned, !places.contains(where: { $0.id == pinned.id }) { places.append(pinned) }
    return places
  }

  /// Where rain is watched: the pinned place, else the viewed one, else home, else the first
  /// saved place.
  func rainPlace() -> Place? {
    if let pinned { return pinned }
    if let viewed = context.saved.lastViewedPlace() { return viewed }
    let places = context.saved.allPlaces()
    if let home = context.saved.profile.homePlaceID,
      let place = places.first(where: { $0.id == home })
    {
      return place
    }
    return places.first
  }

  /// The delay before a check runs again: its period (or `--interval`), or after a failure a
  /// backoff from 1 minute doubling up to the period.
  func nextDelay(_ check: Check, succeeded: Bool) -> TimeInterval {
    let period = options.interval ?? check.period
    guard !succeeded else {
      failures[check] = 0
      return period
    }
    let count = (failures[check] ?? 0) + 1
    failures[check] = count
    return min(period, 60 * pow(2, Double(min(count - 1, 10))))
  }

  // MARK: The checks

  /// Runs one check; false when some place could not be checked.
  func perform(_ check: Check, now: Date) async -> Bool {
    switch check {
    case .rain:
      guard let place = rainPlace() else { return true }
      guard let forecast = await forecasts([place], check: check).first ?? nil else {
        return false
      }
      let subject = self.subject(place)
      let event = NoticeRules.rainEvent(subject)
      if let end = NoticeRules.rainEnd(forecast, now: now) {
        ledger.extend(event, until: end)
        ledgerChanged = true
      } else if let notice = NoticeRules.rain(
        forecast, subject, lead: options.rainLead, settings(now)),
        !ledger.isActive(event, now: now)
      {
        await deliver(notice, now: now)
      }
      return true
    case .alerts:
      var succeeded = true
      for place in watchedPlaces() where AlertSource(countryCode: place.countryCode) != nil {
        let report: AlertReport
        do {
          report = try await context.dependencies.alerts.alerts(
            PlaceWeather.alertQuery(for: place), now, context.options.offline, false)
        } catch .missingKey {
          // A source the user has no key for (KMA) is no failed check: `:alerts` says how to
          // get one.
          continue
        } catch {
          let source = AlertSource(countryCode: place.countryCode) ?? .nws
          failed(check, place, ErrorMessages.message(for: ShellError.alerts(error, source)))
          succeeded = false
          continue
        }
        let subject = self.subject(place)
        for (notice, related, upgradedTitle) in NoticeRules.alerts(
          report.alerts, subject, settings(now))
        {
          switch ledger.decide(notice, related: related) {
          case .send:
            await deliver(notice, now: now)
          case .upgrade(let replacing):
            var upgraded = notice
            upgraded.title = upgradedTitle
            await deliver(upgraded, now: now, replacing: replacing)
          case .known(let notification):
            ledger.record(notice, now: now, notification: notification)
            ledgerChanged = true
          }
        }
      }
      return succeeded
    case .thresholds:
      let limits = context.saved.profile.watch.thresholds
      guard !limits.isEmpty else { return true }
      let places = watchedPlaces()
      var succeeded = true
      for (place, forecast) in zip(places, await forecasts(places, check: check)) {
        guard let forecast else {
          succeeded = false
          continue
        }
        for notice in NoticeRules.thresholds(
          forecast, subject(place), limits: limits, settings(now))
        where ledger.decide(notice) == .send {
          await deliver(notice, now: now)
        }
      }
      return succeeded
    }
  }

  /// The morning summary, when its time has come today and it has not gone out.
  func summaryIfDue(now: Date) async {
    guard let minute = context.saved.profile.watch.summary, let place = rainPlace() else { return }
    let zone = clock.zone()
    let today = LocalDate(now, in: zone)
    guard let time = instant(of: minute, on: today, in: zone),
      now >= time, now.timeIntervalSince(time) < Self.summaryWindow,
      !ledger.isActive("summary:\(today)", now: now),
      let forecast = await forecasts([place], check: .rain).first ?? nil,
      let notice = NoticeRules.summary(forecast, subject(place), today: today, settings(now))
    else { return }
    await deliver(notice, now: now)
  }

  /// The next time the summary is due after `now`, when one is set.
  func nextSummary(after now: Date) -> Date? {
    guard let minute = context.saved.profile.watch.summary else { return nil }
    let zone = clock.zone()
    let today = LocalDate(now, in: zone)
    if let time = instant(of: minute, on: today, in: zone), time > now { return time }
    return instant(of: minute, on: LocalDate(now.addingTimeInterval(86_400), in: zone), in: zone)
  }

  /// The instant of `minute` after midnight on a local day.
  func instant(of minute: Int, on day: LocalDate, in zone: TimeZone) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(
      from: DateComponents(
        year: day.year, month: day.month, day: day.day, hour: minute / 60, minute: minute % 60))
  }

  // MARK: Fetching

  /// The forecasts of `places` through the shell's cache, nil for each that failed (said once
  /// per failing spell).
  func forecasts(_ places: [Place], check: Check) async -> [Forecast?] {
    let policy: FetchPolicy = context.options.offline ? .offline : .preferCache
    let results = await context.dependencies.forecasts.forecasts(
      places.map(WeatherLoader.location(of:)), policy)
    return zip(places, results).map { place, result in
      switch result {
      case .success(let fetched):
        return WeatherLoader.inPlaceZone(fetched, place).forecast
      case .failure(let error):
        failed(check, place, ErrorMessages.message(for: ShellError.weather(error)))
        return nil
      }
    }
  }

  /// Says a check failed, once per spell of failures, with when it is tried again (the first
  /// backoff of ``nextDelay(_:succeeded:)``).
  func failed(_ check: Check, _ place: Place, _ reason: String) {
    guard (failures[check] ?? 0) == 0 else { return }
    let minutes = max(1, Int(min(options.interval ?? check.period, 60) / 60))
    output.errorLine(
      "wxsh: "
        + say(
          .watchCheckFailed(
            place: PlaceLabels.displayName(place), reason: reason, minutes: String(minutes))))
  }

  // MARK: Delivering

  /// Sends a notice everywhere it goes (unless quiet hours hold it) and records it.
  func deliver(_ notice: Notice, now: Date, replacing: UInt32 = 0) async {
    let watch = context.saved.profile.watch
    if watch.quiet != nil, !notice.breaksQuiet {
      let parts = Calendar.current.dateComponents(in: clock.zone(), from: now)
      if watch.isQuiet(atMinute: (parts.hour ?? 0) * 60 + (parts.minute ?? 0)) { return }
    }
    output.line(TerminalText.sanitize(notice.title))
    if !notice.body.isEmpty { output.line("  " + TerminalText.sanitize(notice.body)) }
    var notification = replacing
    switch await delivery.desktop(notice, replacing) {
    case .success(let id):
      notification = id
      desktopProblem = nil
    case .failure(let failure):
      if failure.reason != desktopProblem {
        output.errorLine("wxsh: " + say(.watchNoDesktop(reason: failure.reason)))
        desktopProblem = failure.reason
      }
    }
    if let command = options.exec {
      let status = await delivery.run(command, NoticeJSON.line(notice))
      if status != 0 {
        output.errorLine("wxsh: " + say(.watchExecFailed(status: status.map(String.init) ?? "—")))
      }
    }
    ledger.record(notice, now: now, notification: notification)
    ledgerChanged = true
  }

  // MARK: The ledger file

  func loadLedger() {
    guard let bytes = try? SafeFile.read(files.ledger, limit: 4 << 20) else { return }
    ledger = SentLedger(bytes: bytes) ?? SentLedger()
  }

  func saveLedger() {
    guard ledgerChanged else { return }
    do {
      try SafeFile.replace(files.ledger, with: ledger.bytes)
      ledgerChanged = false
    } catch {
      output.errorLine("wxsh: " + say(.watchStateFailed(reason: error.description)))
    }
  }

  // MARK: Helpers

  func subject(_ place: Place) -> NoticeRules.Subject {
    NoticeRules.Subject(
      id: place.id, name: PlaceLabels.displayName(place), zone: PlaceWeather.zone(of: place))
  }

  func settings(_ now: Date) -> ViewSettings {
    var settings = context.viewSettings()
    settings.now = now
    return settings
  }
}
