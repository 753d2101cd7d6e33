/// Every sentence wxsh shows a person, keyed by meaning; the raw value is the key
/// translators see.
///
/// Add a case here, its English template in `Message+English.swift`, and word it with `say`.
public enum Message: String, CaseIterable, Sendable {
  /// `help.add.summary`.
  case helpAddSummary = "help.add.summary"
  /// `help.add.discussion`.
  case helpAddDiscussion = "help.add.discussion"
  /// `help.air.summary`.
  case helpAirSummary = "help.air.summary"
  /// `help.air.discussion`.
  case helpAirDiscussion = "help.air.discussion"
  /// `help.alerts.summary`.
  case helpAlertsSummary = "help.alerts.summary"
  /// `help.alerts.discussion`.
  case helpAlertsDiscussion = "help.alerts.discussion"
  /// `help.help.summary`.
  case helpHelpSummary = "help.help.summary"
  /// `help.help.discussion`.
  case helpHelpDiscussion = "help.help.discussion"
  /// `help.here.summary`.
  case helpHereSummary = "help.here.summary"
  /// `help.here.discussion`.
  case helpHereDiscussion = "help.here.discussion"
  /// `help.journal.summary`.
  case helpJournalSummary = "help.journal.summary"
  /// `help.journal.discussion`.
  case helpJournalDiscussion = "help.journal.discussion"
  /// `help.line.summary`.
  case helpLineSummary = "help.line.summary"
  /// `help.line.discussion`.
  case helpLineDiscussion = "help.line.discussion"
  /// `help.list.summary`.
  case helpListSummary = "help.list.summary"
  /// `help.list.discussion`.
  case helpListDiscussion = "help.list.discussion"
  /// `help.moon.summary`.
  case helpMoonSummary = "help.moon.summary"
  /// `help.moon.discussion`.
  case helpMoonDiscussion = "help.moon.discussion"
  /// `help.move.summary`.
  case helpMoveSummary = "help.move.summary"
  /// `help.move.discussion`.
  case helpMoveDiscussion = "help.move.discussion"
  /// `help.rename.summary`.
  case helpRenameSummary = "help.rename.summary"
  /// `help.rename.discussion`.
  case helpRenameDiscussion = "help.rename.discussion"
  /// `cli.overview`.
  case cliOverview = "cli.overview"
  /// `cli.about`.
  case cliAbout = "cli.about"
  /// `cli.examples-heading`.
  case cliExamplesHeading = "cli.examples-heading"
  /// `cli.example.shell`.
  case cliExampleShell = "cli.example.shell"
  /// `cli.example.one`.
  case cliExampleOne = "cli.example.one"
  /// `cli.example.script`.
  case cliExampleScript = "cli.example.script"
  /// `cli.example.json`.
  case cliExampleJSON = "cli.example.json"
  /// `cli.example.search`.
  case cliExampleSearch = "cli.example.search"
  /// `cli.example.add`.
  case cliExampleAdd = "cli.example.add"
  /// `cli.example.units`.
  case cliExampleUnits = "cli.example.units"
  /// `cli.example.place`.
  case cliExamplePlace = "cli.example.place"
  /// `cli.example.json-now`.
  case cliExampleJSONNow = "cli.example.json-now"
  /// `cli.example.offline`.
  case cliExampleOffline = "cli.example.offline"
  /// `cli.exit-status`.
  case cliExitStatus = "cli.exit-status"
  /// `cli.overview-heading`.
  case cliOverviewHeading = "cli.overview-heading"
  /// `cli.usage-heading`.
  case cliUsageHeading = "cli.usage-heading"
  /// `cli.arguments-heading`.
  case cliArgumentsHeading = "cli.arguments-heading"
  /// `cli.options-heading`.
  case cliOptionsHeading = "cli.options-heading"
  /// `cli.argument.place`.
  case cliArgumentPlace = "cli.argument.place"
  /// `cli.option.command`.
  case cliOptionCommand = "cli.option.command"
  /// `cli.option.json`.
  case cliOptionJSON = "cli.option.json"
  /// `cli.option.no-color`.
  case cliOptionNoColor = "cli.option.no-color"
  /// `cli.option.profile`.
  case cliOptionProfile = "cli.option.profile"
  /// `cli.option.units`.
  case cliOptionUnits = "cli.option.units"
  /// `cli.option.lang`.
  case cliOptionLang = "cli.option.lang"
  /// `cli.option.offline`.
  case cliOptionOffline = "cli.option.offline"
  /// `cli.option.provider`.
  case cliOptionProvider = "cli.option.provider"
  /// `cli.option.version`.
  case cliOptionVersion = "cli.option.version"
  /// `cli.option.help`.
  case cliOptionHelp = "cli.option.help"
  /// `cli.usage-error`.
  case cliUsageError = "cli.usage-error"
  /// `cli.usage-label`.
  case cliUsageLabel = "cli.usage-label"
  /// `cli.see-help`.
  case cliSeeHelp = "cli.see-help"
  /// `cli.unknown-option`.
  case cliUnknownOption = "cli.unknown-option"
  /// `cli.invalid-value`.
  case cliInvalidValue = "cli.invalid-value"
  /// `cli.missing-value`.
  case cliMissingValue = "cli.missing-value"
  /// `help.go.summary`.
  case helpGoSummary = "help.go.summary"
  /// `help.next.summary`.
  case helpNextSummary = "help.next.summary"
  /// `help.prev.summary`.
  case helpPrevSummary = "help.prev.summary"
  /// `help.quit.summary`.
  case helpQuitSummary = "help.quit.summary"
  /// `help.quit.discussion`.
  case helpQuitDiscussion = "help.quit.discussion"
  /// `help.rain.summary`.
  case helpRainSummary = "help.rain.summary"
  /// `help.rain.discussion`.
  case helpRainDiscussion = "help.rain.discussion"
  /// `help.refresh.summary`.
  case helpRefreshSummary = "help.refresh.summary"
  /// `help.refresh.discussion`.
  case helpRefreshDiscussion = "help.refresh.discussion"
  /// `help.rm.summary`.
  case helpRmSummary = "help.rm.summary"
  /// `help.search.summary`.
  case helpSearchSummary = "help.search.summary"
  /// `help.search.discussion`.
  case helpSearchDiscussion = "help.search.discussion"
  /// `help.theme.summary`.
  case helpThemeSummary = "help.theme.summary"
  /// `help.theme.discussion`.
  case helpThemeDiscussion = "help.theme.discussion"
  /// `help.units.summary`.
  case helpUnitsSummary = "help.units.summary"
  /// `help.units.discussion`.
  case helpUnitsDiscussion = "help.units.discussion"
  /// `help.show.summary`.
  case helpShowSummary = "help.show.summary"
  /// `help.show.discussion`.
  case helpShowDiscussion = "help.show.discussion"
  /// `help.now.summary`.
  case helpNowSummary = "help.now.summary"
  /// `help.hourly.summary`.
  case helpHourlySummary = "help.hourly.summary"
  /// `help.daily.summary`.
  case helpDailySummary = "help.daily.summary"
  /// `help.details.summary`.
  case helpDetailsSummary = "help.details.summary"
  /// `help.commands-heading`.
  case helpCommandsHeading = "help.commands-heading"
  /// `help.commands-word`.
  case helpCommandsWord = "help.commands-word"
  /// `help.bare-line`.
  case helpBareLine = "help.bare-line"
  /// `help.keys`.
  case helpKeys = "help.keys"
  /// `help.more`.
  case helpMore = "help.more"
  /// `help.aliases`.
  case helpAliases = "help.aliases"
  /// `help.options`.
  case helpOptions = "help.options"
  /// `help.examples`.
  case helpExamples = "help.examples"
  /// `error.unterminated-quote`.
  case errorUnterminatedQuote = "error.unterminated-quote"
  /// `error.missing-command-name`.
  case errorMissingCommandName = "error.missing-command-name"
  /// `error.unknown-command-suggestion`.
  case errorUnknownCommandSuggestion = "error.unknown-command-suggestion"
  /// `error.unknown-command`.
  case errorUnknownCommand = "error.unknown-command"
  /// `error.ambiguous-command`.
  case errorAmbiguousCommand = "error.ambiguous-command"
  /// `error.unknown-option-suggestion`.
  case errorUnknownOptionSuggestion = "error.unknown-option-suggestion"
  /// `error.unknown-option`.
  case errorUnknownOption = "error.unknown-option"
  /// `error.unknown-option-none`.
  case errorOptionsNone = "error.unknown-option-none"
  /// `error.missing-option-value`.
  case errorMissingOptionValue = "error.missing-option-value"
  /// `error.unexpected-option-value`.
  case errorUnexpectedOptionValue = "error.unexpected-option-value"
  /// `error.give-choice`.
  case errorGiveChoice = "error.give-choice"
  /// `error.give-argument`.
  case errorGiveArgument = "error.give-argument"
  /// `error.invalid-choice`.
  case errorInvalidChoice = "error.invalid-choice"
  /// `error.out-of-range`.
  case errorOutOfRange = "error.out-of-range"
  /// `error.not-a-number`.
  case errorNotANumber = "error.not-a-number"
  /// `error.too-many-arguments`.
  case errorTooManyArguments = "error.too-many-arguments"
  /// `list.or`.
  case listOr = "list.or"
  /// `list.separator`.
  case listSeparator = "list.separator"
  /// `noun.subcommand`.
  case nounSubcommand = "noun.subcommand"
  /// `noun.place`.
  case nounPlace = "noun.place"
  /// `noun.saved-place`.
  case nounSavedPlace = "noun.saved-place"
  /// `noun.command`.
  case nounCommand = "noun.command"
  /// `noun.hours`.
  case nounHours = "noun.hours"
  /// `noun.days`.
  case nounDays = "noun.days"
  /// `noun.position`.
  case nounPosition = "noun.position"
  /// `noun.alert-number`.
  case nounAlertNumber = "noun.alert-number"
  /// `noun.entry-number`.
  case nounEntryNumber = "noun.entry-number"
  /// `noun.template`.
  case nounTemplate = "noun.template"
  /// `noun.date`.
  case nounDate = "noun.date"
  /// `noun.text`.
  case nounText = "noun.text"
  /// `noun.words`.
  case nounWords = "noun.words"
  /// `noun.search-query`.
  case nounSearchQuery = "noun.search-query"
  /// `noun.theme`.
  case nounTheme = "noun.theme"
  /// `noun.unit-or-kind`.
  case nounUnitOrKind = "noun.unit-or-kind"
  /// `noun.temperature-unit`.
  case nounTemperatureUnit = "noun.temperature-unit"
  /// `noun.wind-unit`.
  case nounWindUnit = "noun.wind-unit"
  /// `noun.precipitation-unit`.
  case nounPrecipitationUnit = "noun.precipitation-unit"
  /// `noun.clock`.
  case nounClock = "noun.clock"
  /// `noun.pressure-unit`.
  case nounPressureUnit = "noun.pressure-unit"
  /// `noun.distance-unit`.
  case nounDistanceUnit = "noun.distance-unit"
  /// `noun.air-index`.
  case nounAirIndex = "noun.air-index"
  /// `noun.export-format`.
  case nounExportFormat = "noun.export-format"
  /// `noun.file`.
  case nounFile = "noun.file"
  /// `noun.all`.
  case nounAllOrNothing = "noun.all"
  /// `error.no-place-command`.
  case errorNoPlaceCommand = "error.no-place-command"
  /// `error.bare-command-word`.
  case errorBareCommandWord = "error.bare-command-word"
  /// `error.too-short`.
  case errorTooShort = "error.too-short"
  /// `error.ambiguous-saved`.
  case errorAmbiguousSaved = "error.ambiguous-saved"
  /// `shell.cancelled`.
  case cancelled = "shell.cancelled"
  /// `cancelled.by-user`.
  case cancelledByUser = "cancelled.by-user"
  /// `question.matches-saved`.
  case questionMatchesSaved = "question.matches-saved"
  /// `question.which-one`.
  case questionWhichOne = "question.which-one"
  /// `question.again`.
  case questionAgain = "question.again"
  /// `error.unexpected`.
  case errorUnexpected = "error.unexpected"
  /// `error.alerts-unavailable`.
  case errorAlertsUnavailable = "error.alerts-unavailable"
  /// `place.not-result-number`.
  case placeNotResultNumber = "place.not-result-number"
  /// `place.no-results`.
  case placeNoResults = "place.no-results"
  /// `place.result-out-of-range`.
  case placeResultOutOfRange = "place.result-out-of-range"
  /// `place.no-match`.
  case placeNoMatch = "place.no-match"
  /// `place.no-match-search`.
  case placeNoMatchSearch = "place.no-match-search"
  /// `place.did-you-mean`.
  case placeDidYouMean = "place.did-you-mean"
  /// `place.notice-hint`.
  case placeNoticeHint = "place.notice-hint"
  /// `place.notice-search-hint`.
  case placeNoticeSearchHint = "place.notice-search-hint"
  /// `place.no-letters`.
  case placeNoLetters = "place.no-letters"
  /// `place.unknown-qualifier`.
  case placeUnknownQualifier = "place.unknown-qualifier"
  /// `place.no-saved-places`.
  case placeNoSavedPlaces = "place.no-saved-places"
  /// `place.no-saved-number`.
  case placeNoSavedNumber = "place.no-saved-number"
  /// `place.not-saved`.
  case placeNotSaved = "place.not-saved"
  /// `place.none-viewed`.
  case placeNoneViewed = "place.none-viewed"
  /// `place.shown-for`.
  case placeShownFor = "place.shown-for"
  /// `place.shown-for-code`.
  case placeShownForCode = "place.shown-for-code"
  /// `place.not-position`.
  case placeNotPosition = "place.not-position"
  /// `place.searching-online`.
  case placeSearchingOnline = "place.searching-online"
  /// `place.online-failed`.
  case placeOnlineFailed = "place.online-failed"
  /// `place.online-failed-did-you-mean`.
  case placeOnlineFailedDidYouMean = "place.online-failed-did-you-mean"
  /// `place.offline-only`.
  case placeOfflineOnly = "place.offline-only"
  /// `place.offline-only-did-you-mean`.
  case placeOfflineOnlyDidYouMean = "place.offline-only-did-you-mean"
  /// `place.custom-name-invalid`.
  case placeCustomNameInvalid = "place.custom-name-invalid"
  /// `place.custom-name-taken`.
  case placeCustomNameTaken = "place.custom-name-taken"
  /// `search.found-online`.
  case searchFoundOnline = "search.found-online"
  /// `place.none-implied`.
  case placeNoneImplied = "place.none-implied"
  /// `error.not-a-date`.
  case errorNotADate = "error.not-a-date"
  /// `units.temperature-set`.
  case unitsTemperatureSet = "units.temperature-set"
  /// `units.wind-set`.
  case unitsWindSet = "units.wind-set"
  /// `units.precipitation-mm`.
  case unitsPrecipitationMillimetres = "units.precipitation-mm"
  /// `units.precipitation-in`.
  case unitsPrecipitationInches = "units.precipitation-in"
  /// `units.clock-set`.
  case unitsClockSet = "units.clock-set"
  /// `units.pressure-set`.
  case unitsPressureSet = "units.pressure-set"
  /// `units.distance-set`.
  case unitsDistanceSet = "units.distance-set"
  /// `units.distance-auto`.
  case unitsDistanceAuto = "units.distance-auto"
  /// `units.air-auto`.
  case unitsAirAuto = "units.air-auto"
  /// `units.air-eu`.
  case unitsAirEuropean = "units.air-eu"
  /// `units.air-us`.
  case unitsAirUS = "units.air-us"
  /// `units.override`.
  case unitsOverride = "units.override"
  /// `noun.unit-value`.
  case nounUnitValue = "noun.unit-value"
  /// `error.unknown-subcommand`.
  case errorUnknownSubcommand = "error.unknown-subcommand"
  /// `alerts.matched-by-name-without-outlines`.
  case alertsMatchedByNameWithoutOutlines = "alerts.matched-by-name-without-outlines"
  /// `alerts.matched-by-name-outside-outlines`.
  case alertsMatchedByNameOutsideOutlines = "alerts.matched-by-name-outside-outlines"
  /// `add.already-saved`.
  case addAlreadySaved = "add.already-saved"
  /// `add.saved-at`.
  case addSavedAt = "add.saved-at"
  /// `add.saved`.
  case addSaved = "add.saved"
  /// `air.stale`.
  case airStale = "air.stale"
  /// `air.credit`.
  case airCredit = "air.credit"
  /// `alerts.none-active`.
  case alertsNoneActive = "alerts.none-active"
  /// `alerts.no-such-number`.
  case alertsNoSuchNumber = "alerts.no-such-number"
  /// `alerts.none-from-source`.
  case alertsNoneFromSource = "alerts.none-from-source"
  /// `alerts.none-in-country`.
  case alertsNoneInCountry = "alerts.none-in-country"
  /// `alerts.none-for-area`.
  case alertsNoneForArea = "alerts.none-for-area"
  /// `alerts.elsewhere`.
  case alertsElsewhere = "alerts.elsewhere"
  /// `alerts.source`.
  case alertsSource = "alerts.source"
  /// `alerts.source-sender`.
  case alertsSourceSender = "alerts.source-sender"
  /// `alerts.matched-by-name`.
  case alertsMatchedByName = "alerts.matched-by-name"
  /// `alerts.one-in-full`.
  case alertsOneInFull = "alerts.one-in-full"
  /// `alerts.unavailable-short`.
  case alertsUnavailableShort = "alerts.unavailable-short"
  /// `here.instead`.
  case hereInstead = "here.instead"
  /// `here.not-where-you-are`.
  case hereNotWhereYouAre = "here.not-where-you-are"
  /// `here.coordinates-not-pinned`.
  case hereCoordinatesNotPinned = "here.coordinates-not-pinned"
  /// `here.online-not-pinned`.
  case hereOnlineNotPinned = "here.online-not-pinned"
  /// `here.pinned`.
  case herePinned = "here.pinned"
  /// `here.unpinned`.
  case hereUnpinned = "here.unpinned"
  /// `here.nothing-pinned`.
  case hereNothingPinned = "here.nothing-pinned"
  /// `here.network-allowed`.
  case hereNetworkAllowed = "here.network-allowed"
  /// `here.network-off`.
  case hereNetworkOff = "here.network-off"
  /// `line.stale`.
  case lineStale = "line.stale"
  /// `line.offline-never-fetches`.
  case lineOfflineNeverFetches = "line.offline-never-fetches"
  /// `line.no-answer-within`.
  case lineNoAnswerWithin = "line.no-answer-within"
  /// `list.empty`.
  case listEmpty = "list.empty"
  /// `list.no-weather`.
  case listNoWeather = "list.no-weather"
  /// `refresh.offline`.
  case refreshOffline = "refresh.offline"
  /// `refresh.none-viewed`.
  case refreshNoneViewed = "refresh.none-viewed"
  /// `refresh.could-not`.
  case refreshCouldNot = "refresh.could-not"
  /// `refresh.kept-earlier`.
  case refreshKeptEarlier = "refresh.kept-earlier"
  /// `refresh.updated`.
  case refreshUpdated = "refresh.updated"
  /// `refresh.some-failed`.
  case refreshSomeFailed = "refresh.some-failed"
  /// `remove.removed`.
  case removeRemoved = "remove.removed"
  /// `remove.done`.
  case removeDone = "remove.done"
  /// `search.notice-hint`.
  case searchNoticeHint = "search.notice-hint"
  /// `search.no-start`.
  case searchNoStart = "search.no-start"
  /// `search.close-spellings`.
  case searchCloseSpellings = "search.close-spellings"
  /// `theme.set`.
  case themeSet = "theme.set"
  /// `theme.shown`.
  case themeShown = "theme.shown"
  /// `journal.empty-list`.
  case journalEmptyList = "journal.empty-list"
  /// `journal.editor-failed`.
  case journalEditorFailed = "journal.editor-failed"
  /// `journal.now-reads`.
  case journalNowReads = "journal.now-reads"
  /// `journal.type-new`.
  case journalTypeNew = "journal.type-new"
  /// `journal.write`.
  case journalWrite = "journal.write"
  /// `journal.nothing-saved`.
  case journalNothingSaved = "journal.nothing-saved"
  /// `journal.saved`.
  case journalSaved = "journal.saved"
  /// `journal.which-entry`.
  case journalWhichEntry = "journal.which-entry"
  /// `journal.not-a-number`.
  case journalNotANumber = "journal.not-a-number"
  /// `journal.is-empty`.
  case journalIsEmpty = "journal.is-empty"
  /// `journal.no-entry`.
  case journalNoEntry = "journal.no-entry"
  /// `journal.cannot-be-empty`.
  case journalCannotBeEmpty = "journal.cannot-be-empty"
  /// `journal.unchanged`.
  case journalUnchanged = "journal.unchanged"
  /// `journal.edited`.
  case journalEdited = "journal.edited"
  /// `journal.needs-yes`.
  case journalNeedsYes = "journal.needs-yes"
  /// `journal.delete-question`.
  case journalDeleteQuestion = "journal.delete-question"
  /// `journal.kept`.
  case journalKept = "journal.kept"
  /// `journal.deleted`.
  case journalDeleted = "journal.deleted"
  /// `journal.no-mention`.
  case journalNoMention = "journal.no-mention"
  /// `journal.not-a-format`.
  case journalNotAFormat = "journal.not-a-format"
  /// `journal.file-exists`.
  case journalFileExists = "journal.file-exists"
  /// `journal.not-exported`.
  case journalNotExported = "journal.not-exported"
  /// `journal.exported`.
  case journalExported = "journal.exported"
  /// `journal.too-many-files`.
  case journalTooManyFiles = "journal.too-many-files"
  /// `journal.give-words`.
  case journalGiveWords = "journal.give-words"
  /// `stamp.old-forecast`.
  case stampOldForecast = "stamp.old-forecast"
  /// `stamp.too-old-offline`.
  case stampTooOldOffline = "stamp.too-old-offline"
  /// `stamp.no-current`.
  case stampNoCurrent = "stamp.no-current"
  /// `stamp.no-answer`.
  case stampNoAnswer = "stamp.no-answer"
  /// `stamp.failed`.
  case stampFailed = "stamp.failed"
  /// `weather.stale`.
  case weatherStale = "weather.stale"
  /// `page.failed`.
  case pageFailed = "page.failed"
  /// `page.fetching`.
  case pageFetching = "page.fetching"
  /// `page.updated-line`.
  case pageUpdatedLine = "page.updated-line"
  /// `page.could-not-refresh`.
  case pageCouldNotRefresh = "page.could-not-refresh"
  /// `progress.fetching-one`.
  case progressFetchingOne = "progress.fetching-one"
  /// `progress.fetching-many`.
  case progressFetchingMany = "progress.fetching-many"
  /// `shell.welcome`.
  case shellWelcome = "shell.welcome"
  /// `shell.no-line-editor`.
  case shellNoLineEditor = "shell.no-line-editor"
  /// `shell.warning-prefix`.
  case shellWarningPrefix = "shell.warning-prefix"
  /// `shell.error-prefix`.
  case shellErrorPrefix = "shell.error-prefix"
  /// `shell.output-failed`.
  case shellOutputFailed = "shell.output-failed"
  /// `shell.last-viewed-not-saved`.
  case shellLastViewedNotSaved = "shell.last-viewed-not-saved"
  /// `here.consent-question`.
  case hereConsentQuestion = "here.consent-question"
  /// `location.zone-names-no-city`.
  case locationZoneNamesNoCity = "location.zone-names-no-city"
  /// `location.no-zone`.
  case locationNoZone = "location.no-zone"
  /// `location.hint-pin`.
  case locationHintPin = "location.hint-pin"
  /// `location.network-off`.
  case locationNetworkOff = "location.network-off"
  /// `location.hint-allow`.
  case locationHintAllow = "location.hint-allow"
  /// `location.only-in-terminal`.
  case locationOnlyInTerminal = "location.only-in-terminal"
  /// `location.offline-never`.
  case locationOfflineNever = "location.offline-never"
  /// `location.service-gave-nothing`.
  case locationServiceGaveNothing = "location.service-gave-nothing"
  /// `location.could-not-tell`.
  case locationCouldNotTell = "location.could-not-tell"
  /// `coordinates.under-one-km`.
  case coordinatesUnderOneKm = "coordinates.under-one-km"
  /// `coordinates.km-from`.
  case coordinatesKmFrom = "coordinates.km-from"
  /// `units.line`.
  case unitsLine = "units.line"
  /// `units.more-line`.
  case unitsMoreLine = "units.more-line"
  /// `units.distance-auto-value`.
  case unitsDistanceAutoValue = "units.distance-auto-value"
  /// `journal.entry-header`.
  case journalEntryHeader = "journal.entry-header"
  /// `journal.entry-edited`.
  case journalEntryEdited = "journal.entry-edited"
  /// `editor.not-set`.
  case editorNotSet = "editor.not-set"
  /// `editor.no-temp`.
  case editorNoTemp = "editor.no-temp"
  /// `editor.cannot-write`.
  case editorCannotWrite = "editor.cannot-write"
  /// `editor.exited`.
  case editorExited = "editor.exited"
  /// `editor.cannot-read`.
  case editorCannotRead = "editor.cannot-read"
  /// `line.tooltip-from`.
  case lineTooltipFrom = "line.tooltip-from"
  /// `line.no-weather`.
  case lineNoWeather = "line.no-weather"
  /// `line.tooltip-now`.
  case lineTooltipNow = "line.tooltip-now"
  /// `line.tooltip-details`.
  case lineTooltipDetails = "line.tooltip-details"
  /// `move.moved`.
  case moveMoved = "move.moved"
  /// `rename.renamed`.
  case renameRenamed = "rename.renamed"
  /// `rename.cleared`.
  case renameCleared = "rename.cleared"
  /// `shell.script-line-prefix`.
  case shellScriptLinePrefix = "shell.script-line-prefix"
  /// `alerts.one-in-full-everywhere`.
  case alertsOneInFullEverywhere = "alerts.one-in-full-everywhere"
  /// `place.no-shown-number`.
  case placeNoShownNumber = "place.no-shown-number"
  /// `place.no-longer-saved`.
  case placeNoLongerSaved = "place.no-longer-saved"
  /// `line.template-too-long`.
  case lineTemplateTooLong = "line.template-too-long"
  /// `help.lang.summary`.
  case helpLangSummary = "help.lang.summary"
  /// `help.lang.discussion`.
  case helpLangDiscussion = "help.lang.discussion"
  /// `noun.language`.
  case nounLanguage = "noun.language"
  /// `lang.shown-environment`.
  case langShownEnvironment = "lang.shown-environment"
  /// `lang.shown-profile`.
  case langShownProfile = "lang.shown-profile"
  /// `lang.shown-option`.
  case langShownOption = "lang.shown-option"
  /// `lang.set`.
  case langSet = "lang.set"
  /// `lang.auto`.
  case langAuto = "lang.auto"
  /// `lang.unknown`.
  case langUnknown = "lang.unknown"
  /// `view.details`.
  case viewDetails = "view.details"
  /// `view.feels-like`.
  case viewFeelsLike = "view.feels-like"
  /// `view.humidity`.
  case viewHumidity = "view.humidity"
  /// `view.dew-point`.
  case viewDewPoint = "view.dew-point"
  /// `view.wind`.
  case viewWind = "view.wind"
  /// `view.pressure`.
  case viewPressure = "view.pressure"
  /// `view.uv-index`.
  case viewUVIndex = "view.uv-index"
  /// `view.visibility`.
  case viewVisibility = "view.visibility"
  /// `view.precipitation-today`.
  case viewPrecipitationToday = "view.precipitation-today"
  /// `view.sunrise`.
  case viewSunrise = "view.sunrise"
  /// `view.sunset`.
  case viewSunset = "view.sunset"
  /// `view.daylight`.
  case viewDaylight = "view.daylight"
  /// `view.moon`.
  case viewMoon = "view.moon"
  /// `view.sunrise-event`.
  case viewSunriseEvent = "view.sunrise-event"
  /// `view.sunset-event`.
  case viewSunsetEvent = "view.sunset-event"
  /// `view.wind-gusts`.
  case viewWindGusts = "view.wind-gusts"
  /// `view.daylight-polar-night`.
  case viewDaylightPolarNight = "view.daylight-polar-night"
  /// `view.daylight-midnight-sun`.
  case viewDaylightMidnightSun = "view.daylight-midnight-sun"
  /// `view.moon-phase-lit`.
  case viewMoonPhaseLit = "view.moon-phase-lit"
  /// `date.weekdays`.
  case dateWeekdays = "date.weekdays"
  /// `date.months`.
  case dateMonths = "date.months"
  /// `date.long`.
  case dateLong = "date.long"
  /// `time.halves`.
  case timeHalves = "time.halves"
  /// `time.12-hour`.
  case time12Hour = "time.12-hour"
  /// `time.12-hour-label`.
  case hour12Label = "time.12-hour-label"
  /// `time.tomorrow`.
  case timeTomorrow = "time.tomorrow"
  /// `time.yesterday`.
  case timeYesterday = "time.yesterday"
  /// `time.weekday`.
  case timeWeekday = "time.weekday"
  /// `compass.points`.
  case compassPoints = "compass.points"
  /// `duration.minutes`.
  case durationMinutes = "duration.minutes"
  /// `duration.hours`.
  case durationHours = "duration.hours"
  /// `duration.hours-minutes`.
  case durationHoursMinutes = "duration.hours-minutes"
  /// `age.just-now`.
  case ageJustNow = "age.just-now"
  /// `age.minutes`.
  case ageMinutes = "age.minutes"
  /// `age.hours`.
  case ageHours = "age.hours"
  /// `uv.low`.
  case uvLow = "uv.low"
  /// `uv.moderate`.
  case uvModerate = "uv.moderate"
  /// `uv.high`.
  case uvHigh = "uv.high"
  /// `uv.very-high`.
  case uvVeryHigh = "uv.very-high"
  /// `uv.extreme`.
  case uvExtreme = "uv.extreme"
  /// `age.days`.
  case ageDays = "age.days"
  /// `moon.heading`.
  case moonHeading = "moon.heading"
  /// `moon.phase`.
  case moonPhase = "moon.phase"
  /// `moon.illuminated`.
  case moonIlluminated = "moon.illuminated"
  /// `moon.age`.
  case moonAge = "moon.age"
  /// `moon.age-days`.
  case moonAgeDays = "moon.age-days"
  /// `moon.moonrise`.
  case moonrise = "moon.moonrise"
  /// `moon.moonset`.
  case moonset = "moon.moonset"
  /// `moon.next-new`.
  case moonNextNew = "moon.next-new"
  /// `moon.next-full`.
  case moonNextFull = "moon.next-full"
  /// `moon.none-this-day`.
  case moonNoneThisDay = "moon.none-this-day"
  /// `moon.date-time`.
  case moonDateTime = "moon.date-time"
  /// `moon.phase.new-moon`.
  case moonPhaseNewMoon = "moon.phase.new-moon"
  /// `moon.phase.waxing-crescent`.
  case moonPhaseWaxingCrescent = "moon.phase.waxing-crescent"
  /// `moon.phase.first-quarter`.
  case moonPhaseFirstQuarter = "moon.phase.first-quarter"
  /// `moon.phase.waxing-gibbous`.
  case moonPhaseWaxingGibbous = "moon.phase.waxing-gibbous"
  /// `moon.phase.full-moon`.
  case moonPhaseFullMoon = "moon.phase.full-moon"
  /// `moon.phase.waning-gibbous`.
  case moonPhaseWaningGibbous = "moon.phase.waning-gibbous"
  /// `moon.phase.last-quarter`.
  case moonPhaseLastQuarter = "moon.phase.last-quarter"
  /// `moon.phase.waning-crescent`.
  case moonPhaseWaningCrescent = "moon.phase.waning-crescent"
  /// `air.heading`.
  case airHeading = "air.heading"
  /// `air.european-index`.
  case airEuropeanIndex = "air.european-index"
  /// `air.us-index`.
  case airUSIndex = "air.us-index"
  /// `air.no-index-now`.
  case airNoIndexNow = "air.no-index-now"
  /// `air.pollen`.
  case airPollen = "air.pollen"
  /// `air.next-24-hours`.
  case airNext24Hours = "air.next-24-hours"
  /// `air.strip-from`.
  case airStripFrom = "air.strip-from"
  /// `air.updated`.
  case airUpdated = "air.updated"
  /// `air.summary`.
  case airSummary = "air.summary"
  /// `air.pollen-outside-europe`.
  case airPollenOutsideEurope = "air.pollen-outside-europe"
  /// `air.pollen-none`.
  case airPollenNone = "air.pollen-none"
  /// `air.pollen-not-reported`.
  case airPollenNotReported = "air.pollen-not-reported"
  /// `air.pollen-grains`.
  case airPollenGrains = "air.pollen-grains"
  /// `air.pollen.alder`.
  case airPollenAlder = "air.pollen.alder"
  /// `air.pollen.birch`.
  case airPollenBirch = "air.pollen.birch"
  /// `air.pollen.grass`.
  case airPollenGrass = "air.pollen.grass"
  /// `air.pollen.mugwort`.
  case airPollenMugwort = "air.pollen.mugwort"
  /// `air.pollen.olive`.
  case airPollenOlive = "air.pollen.olive"
  /// `air.pollen.ragweed`.
  case airPollenRagweed = "air.pollen.ragweed"
  /// `air.european.0`.
  case airEuropean0 = "air.european.0"
  /// `air.european.1`.
  case airEuropean1 = "air.european.1"
  /// `air.european.2`.
  case airEuropean2 = "air.european.2"
  /// `air.european.3`.
  case airEuropean3 = "air.european.3"
  /// `air.european.4`.
  case airEuropean4 = "air.european.4"
  /// `air.european.5`.
  case airEuropean5 = "air.european.5"
  /// `air.us.0`.
  case airUS0 = "air.us.0"
  /// `air.us.1`.
  case airUS1 = "air.us.1"
  /// `air.us.2`.
  case airUS2 = "air.us.2"
  /// `air.us.3`.
  case airUS3 = "air.us.3"
  /// `air.us.4`.
  case airUS4 = "air.us.4"
  /// `air.us.5`.
  case airUS5 = "air.us.5"
  /// `precipitation.drizzle`.
  case precipitationDrizzle = "precipitation.drizzle"
  /// `precipitation.freezing-rain`.
  case precipitationFreezingRain = "precipitation.freezing-rain"
  /// `precipitation.snow`.
  case precipitationSnow = "precipitation.snow"
  /// `precipitation.showers`.
  case precipitationShowers = "precipitation.showers"
  /// `precipitation.thunderstorms`.
  case precipitationThunderstorms = "precipitation.thunderstorms"
  /// `precipitation.rain`.
  case precipitationRain = "precipitation.rain"
  /// `alert.severity.extreme`.
  case alertSeverityExtreme = "alert.severity.extreme"
  /// `alert.severity.severe`.
  case alertSeveritySevere = "alert.severity.severe"
  /// `alert.severity.moderate`.
  case alertSeverityModerate = "alert.severity.moderate"
  /// `alert.severity.minor`.
  case alertSeverityMinor = "alert.severity.minor"
  /// `alert.severity.unknown`.
  case alertSeverityUnknown = "alert.severity.unknown"
  /// `alert.certainty.observed`.
  case alertCertaintyObserved = "alert.certainty.observed"
  /// `alert.certainty.likely`.
  case alertCertaintyLikely = "alert.certainty.likely"
  /// `alert.certainty.possible`.
  case alertCertaintyPossible = "alert.certainty.possible"
  /// `alert.certainty.unlikely`.
  case alertCertaintyUnlikely = "alert.certainty.unlikely"
  /// `alert.urgency.immediate`.
  case alertUrgencyImmediate = "alert.urgency.immediate"
  /// `alert.urgency.expected`.
  case alertUrgencyExpected = "alert.urgency.expected"
  /// `alert.urgency.future`.
  case alertUrgencyFuture = "alert.urgency.future"
  /// `alert.urgency.past`.
  case alertUrgencyPast = "alert.urgency.past"
  /// `alert.banner-until`.
  case alertBannerUntil = "alert.banner-until"
  /// `alert.banner-more`.
  case alertBannerMore = "alert.banner-more"
  /// `alert.when`.
  case alertWhen = "alert.when"
  /// `alert.area`.
  case alertArea = "alert.area"
  /// `alert.certainty`.
  case alertCertainty = "alert.certainty"
  /// `alert.urgency`.
  case alertUrgency = "alert.urgency"
  /// `alert.from`.
  case alertFrom = "alert.from"
  /// `alert.what-to-do`.
  case alertWhatToDo = "alert.what-to-do"
  /// `alert.text-cut`.
  case alertTextCut = "alert.text-cut"
  /// `alert.span`.
  case alertSpan = "alert.span"
  /// `alert.span-until`.
  case alertSpanUntil = "alert.span-until"
  /// `alert.span-from`.
  case alertSpanFrom = "alert.span-from"
  /// `alert.span-none`.
  case alertSpanNone = "alert.span-none"
  /// `condition.0`.
  case condition0 = "condition.0"
  /// `condition.1`.
  case condition1 = "condition.1"
  /// `condition.2`.
  case condition2 = "condition.2"
  /// `condition.3`.
  case condition3 = "condition.3"
  /// `condition.45`.
  case condition45 = "condition.45"
  /// `condition.48`.
  case condition48 = "condition.48"
  /// `condition.51`.
  case condition51 = "condition.51"
  /// `condition.53`.
  case condition53 = "condition.53"
  /// `condition.55`.
  case condition55 = "condition.55"
  /// `condition.56`.
  case condition56 = "condition.56"
  /// `condition.57`.
  case condition57 = "condition.57"
  /// `condition.61`.
  case condition61 = "condition.61"
  /// `condition.63`.
  case condition63 = "condition.63"
  /// `condition.65`.
  case condition65 = "condition.65"
  /// `condition.66`.
  case condition66 = "condition.66"
  /// `condition.67`.
  case condition67 = "condition.67"
  /// `condition.71`.
  case condition71 = "condition.71"
  /// `condition.73`.
  case condition73 = "condition.73"
  /// `condition.75`.
  case condition75 = "condition.75"
  /// `condition.77`.
  case condition77 = "condition.77"
  /// `condition.80`.
  case condition80 = "condition.80"
  /// `condition.81`.
  case condition81 = "condition.81"
  /// `condition.82`.
  case condition82 = "condition.82"
  /// `condition.85`.
  case condition85 = "condition.85"
  /// `condition.86`.
  case condition86 = "condition.86"
  /// `condition.95`.
  case condition95 = "condition.95"
  /// `condition.96`.
  case condition96 = "condition.96"
  /// `condition.99`.
  case condition99 = "condition.99"
  /// `condition.unknown`.
  case conditionUnknown = "condition.unknown"
  /// `rain.starting`.
  case rainStarting = "rain.starting"
  /// `rain.starting-stopping`.
  case rainStartingStopping = "rain.starting-stopping"
  /// `rain.stopping`.
  case rainStopping = "rain.stopping"
  /// `rain.continuing`.
  case rainContinuing = "rain.continuing"
  /// `rain.in-a-few-minutes`.
  case rainInAFewMinutes = "rain.in-a-few-minutes"
  /// `rain.in-about`.
  case rainInAbout = "rain.in-about"
  /// `rain.heading`.
  case rainHeading = "rain.heading"
  /// `rain.none-next-2-hours`.
  case rainNoneNext2Hours = "rain.none-next-2-hours"
  /// `rain.no-quarter-hours`.
  case rainNoQuarterHours = "rain.no-quarter-hours"
  /// `rain.this-forecast`.
  case rainThisForecast = "rain.this-forecast"
  /// `now.feels-like`.
  case nowFeelsLike = "now.feels-like"
  /// `now.high`.
  case nowHigh = "now.high"
  /// `now.low`.
  case nowLow = "now.low"
  /// `now.date-time`.
  case nowDateTime = "now.date-time"
  /// `outlook.likely-until`.
  case outlookLikelyUntil = "outlook.likely-until"
  /// `outlook.likely-for`.
  case outlookLikelyFor = "outlook.likely-for"
  /// `outlook.likely-from`.
  case outlookLikelyFrom = "outlook.likely-from"
  /// `outlook.dry`.
  case outlookDry = "outlook.dry"
  /// `status.as-of`.
  case statusAsOf = "status.as-of"
  /// `status.missing`.
  case statusMissing = "status.missing"
  /// `section.current`.
  case sectionCurrent = "section.current"
  /// `section.hourly`.
  case sectionHourly = "section.hourly"
  /// `section.daily`.
  case sectionDaily = "section.daily"
  /// `status.stale`.
  case statusStale = "status.stale"
  /// `status.stale-why`.
  case statusStaleWhy = "status.stale-why"
  /// `status.updating`.
  case statusUpdating = "status.updating"
  /// `status.could-not-refresh`.
  case statusCouldNotRefresh = "status.could-not-refresh"
  /// `status.could-not-refresh-why`.
  case statusCouldNotRefreshWhy = "status.could-not-refresh-why"
  /// `status.loading`.
  case statusLoading = "status.loading"
  /// `status.no-forecast`.
  case statusNoForecast = "status.no-forecast"
  /// `status.no-forecast-why`.
  case statusNoForecastWhy = "status.no-forecast-why"
  /// `status.no-forecast-yet`.
  case statusNoForecastYet = "status.no-forecast-yet"
  /// `daily.none`.
  case dailyNone = "daily.none"
  /// `daily.today`.
  case dailyToday = "daily.today"
  /// `list.no-saved-places`.
  case listNoSavedPlaces = "list.no-saved-places"
  /// `list.header-place`.
  case listHeaderPlace = "list.header-place"
  /// `list.header-time`.
  case listHeaderTime = "list.header-time"
  /// `list.header-now`.
  case listHeaderNow = "list.header-now"
  /// `list.header-high-low`.
  case listHeaderHighLow = "list.header-high-low"
  /// `list.my-location`.
  case listMyLocation = "list.my-location"
  /// `list.alert`.
  case listAlert = "list.alert"
  /// `list.stale`.
  case listStale = "list.stale"
  /// `list.loading`.
  case listLoading = "list.loading"
  /// `list.failed`.
  case listFailed = "list.failed"
  /// `hourly.none`.
  case hourlyNone = "hourly.none"
  /// `hourly.polar-night`.
  case hourlyPolarNight = "hourly.polar-night"
  /// `hourly.midnight-sun`.
  case hourlyMidnightSun = "hourly.midnight-sun"
  /// `attribution.open-meteo`.
  case attributionOpenMeteo = "attribution.open-meteo"
  /// `attribution.openweathermap`.
  case attributionOpenWeatherMap = "attribution.openweathermap"
  /// `daily.heading`.
  case dailyHeading = "daily.heading"
  /// `hourly.heading`.
  case hourlyHeading = "hourly.heading"
  /// `hourly.heading-steps`.
  case hourlyHeadingSteps = "hourly.heading-steps"
  /// `bar.rain-in`.
  case barRainIn = "bar.rain-in"
  /// `bar.rain-ends-in`.
  case barRainEndsIn = "bar.rain-ends-in"
  /// `bar.rain`.
  case barRain = "bar.rain"
  /// `bar.dry`.
  case barDry = "bar.dry"
  /// `bar.air`.
  case barAir = "bar.air"
  /// `weather.api-key-missing`.
  case weatherAPIKeyMissing = "weather.api-key-missing"
  /// `weather.api-key-rejected`.
  case weatherAPIKeyRejected = "weather.api-key-rejected"
  /// `weather.unexpected-response`.
  case weatherUnexpectedResponse = "weather.unexpected-response"
  /// `weather.bad-base-url`.
  case weatherBadBaseURL = "weather.bad-base-url"
  /// `weather.cancelled`.
  case weatherCancelled = "weather.cancelled"
  /// `weather.not-cached`.
  case weatherNotCached = "weather.not-cached"
  /// `http.offline`.
  case httpOffline = "http.offline"
  /// `http.host-not-found`.
  case httpHostNotFound = "http.host-not-found"
  /// `http.timeout`.
  case httpTimeout = "http.timeout"
  /// `http.timeout-attempts`.
  case httpTimeoutAttempts = "http.timeout-attempts"
  /// `http.rate-limited-wait`.
  case httpRateLimitedWait = "http.rate-limited-wait"
  /// `http.rate-limited`.
  case httpRateLimited = "http.rate-limited"
  /// `http.server-error`.
  case httpServerError = "http.server-error"
  /// `http.server-error-reason`.
  case httpServerErrorReason = "http.server-error-reason"
  /// `http.rejected`.
  case httpRejected = "http.rejected"
  /// `http.rejected-reason`.
  case httpRejectedReason = "http.rejected-reason"
  /// `http.too-large`.
  case httpTooLarge = "http.too-large"
  /// `http.truncated`.
  case httpTruncated = "http.truncated"
  /// `http.connection-failed`.
  case httpConnectionFailed = "http.connection-failed"
  /// `wait.seconds`.
  case waitSeconds = "wait.seconds"
  /// `wait.minutes`.
  case waitMinutes = "wait.minutes"
  /// `wait.hours`.
  case waitHours = "wait.hours"
  /// `wait.more-than-a-day`.
  case waitMoreThanADay = "wait.more-than-a-day"
  /// `alerts.problem-status`.
  case alertsProblemStatus = "alerts.problem-status"
  /// `alerts.problem`.
  case alertsProblem = "alerts.problem"
  /// `alerts.bad-answer`.
  case alertsBadAnswer = "alerts.bad-answer"
  /// `alerts.offline-nothing-cached`.
  case alertsOfflineNothingCached = "alerts.offline-nothing-cached"
  /// `alerts.hint-offline`.
  case alertsHintOffline = "alerts.hint-offline"
  /// `alerts.hint-fix-variable`.
  case alertsHintFixVariable = "alerts.hint-fix-variable"
  /// `alerts.hint-again`.
  case alertsHintAgain = "alerts.hint-again"
  /// `alerts.hint-later`.
  case alertsHintLater = "alerts.hint-later"
  /// `alerts.timeout`.
  case alertsTimeout = "alerts.timeout"
  /// `net.unreachable`.
  case netUnreachable = "net.unreachable"
  /// `net.host-not-found`.
  case netHostNotFound = "net.host-not-found"
  /// `alerts.rate-limited`.
  case alertsRateLimited = "alerts.rate-limited"
  /// `alerts.not-json`.
  case alertsNotJSON = "alerts.not-json"
  /// `alerts.refused-403`.
  case alertsRefused403 = "alerts.refused-403"
  /// `alerts.error-status`.
  case alertsErrorStatus = "alerts.error-status"
  /// `alerts.error-status-reason`.
  case alertsErrorStatusReason = "alerts.error-status-reason"
  /// `net.too-large`.
  case netTooLarge = "net.too-large"
  /// `net.truncated`.
  case netTruncated = "net.truncated"
  /// `net.connection-failed-detail`.
  case netConnectionFailedDetail = "net.connection-failed-detail"
  /// `net.connection-failed`.
  case netConnectionFailed = "net.connection-failed"
  /// `alerts.no-source`.
  case alertsNoSource = "alerts.no-source"
  /// `locating.bad-answer`.
  case locatingBadAnswer = "locating.bad-answer"
  /// `locating.refused`.
  case locatingRefused = "locating.refused"
  /// `locating.no-nearby-place`.
  case locatingNoNearbyPlace = "locating.no-nearby-place"
  /// `locating.timeout`.
  case locatingTimeout = "locating.timeout"
  /// `locating.host-not-found`.
  case locatingHostNotFound = "locating.host-not-found"
  /// `locating.rate-limited`.
  case locatingRateLimited = "locating.rate-limited"
  /// `locating.cancelled`.
  case locatingCancelled = "locating.cancelled"
  /// `locating.not-json`.
  case locatingNotJSON = "locating.not-json"
  /// `locating.error-status`.
  case locatingErrorStatus = "locating.error-status"
  /// `locating.too-large`.
  case locatingTooLarge = "locating.too-large"
  /// `locating.truncated`.
  case locatingTruncated = "locating.truncated"
  /// `location.pinned`.
  case locationPinned = "location.pinned"
  /// `location.time-zone`.
  case locationTimeZone = "location.time-zone"
  /// `location.network`.
  case locationNetwork = "location.network"
  /// `places.missing`.
  case placesMissing = "places.missing"
  /// `places.unreadable`.
  case placesUnreadable = "places.unreadable"
  /// `places.damaged`.
  case placesDamaged = "places.damaged"
  /// `store.document.profile`.
  case storeDocumentProfile = "store.document.profile"
  /// `store.document.journal`.
  case storeDocumentJournal = "store.document.journal"
  /// `store.not-saved`.
  case storeNotSaved = "store.not-saved"
  /// `store.corrupt-moved`.
  case storeCorruptMoved = "store.corrupt-moved"
  /// `store.corrupt-later`.
  case storeCorruptLater = "store.corrupt-later"
  /// `store.fresh-profile`.
  case storeFreshProfile = "store.fresh-profile"
  /// `store.fresh-journal`.
  case storeFreshJournal = "store.fresh-journal"
  /// `store.newer-schema`.
  case storeNewerSchema = "store.newer-schema"
  /// `store.needs-newer-reader`.
  case storeNeedsNewerReader = "store.needs-newer-reader"
  /// `store.unreadable-profile`.
  case storeUnreadableProfile = "store.unreadable-profile"
  /// `store.unreadable-journal`.
  case storeUnreadableJournal = "store.unreadable-journal"
  /// `store.migrated`.
  case storeMigrated = "store.migrated"
  /// `store.lock-busy`.
  case storeLockBusy = "store.lock-busy"
  /// `store.lock-failed`.
  case storeLockFailed = "store.lock-failed"
  /// `store.directory-failed`.
  case storeDirectoryFailed = "store.directory-failed"
  /// `store.write-failed`.
  case storeWriteFailed = "store.write-failed"
  /// `store.foreign-profile`.
  case storeForeignProfile = "store.foreign-profile"
  /// `store.foreign-journal`.
  case storeForeignJournal = "store.foreign-journal"
  /// `store.too-large-profile`.
  case storeTooLargeProfile = "store.too-large-profile"
  /// `store.too-large-journal`.
  case storeTooLargeJournal = "store.too-large-journal"
  /// `store.read-only-file`.
  case storeReadOnlyFile = "store.read-only-file"
  /// `store.reason.lock-timeout`.
  case storeReasonLockTimeout = "store.reason.lock-timeout"
  /// `store.reason.symbolic-link`.
  case storeReasonSymbolicLink = "store.reason.symbolic-link"
  /// `store.reason.not-regular`.
  case storeReasonNotRegular = "store.reason.not-regular"
  /// `store.reason.too-large`.
  case storeReasonTooLarge = "store.reason.too-large"
  /// `profile.no-location`.
  case profileNoLocation = "profile.no-location"
  /// `profile.bad-path`.
  case profileBadPath = "profile.bad-path"
  /// `profile.place-not-saved`.
  case profilePlaceNotSaved = "profile.place-not-saved"
  /// `journal.no-location`.
  case journalNoLocation = "journal.no-location"
  /// `journal.entry-gone`.
  case journalEntryGone = "journal.entry-gone"
  /// `journal.set-aside`.
  case journalSetAside = "journal.set-aside"
  /// `age.hours-minutes`.
  case ageHoursMinutes = "age.hours-minutes"
  /// `bar.no-alerts`.
  case barNoAlerts = "bar.no-alerts"
  /// `bar.age-minutes`.
  case barAgeMinutes = "bar.age-minutes"
  /// `bar.age-hours`.
  case barAgeHours = "bar.age-hours"
  /// `bar.age-days`.
  case barAgeDays = "bar.age-days"
  /// `page.my-location`.
  case pageMyLocation = "page.my-location"
  /// `rain.in-about-hours`.
  case rainInAboutHours = "rain.in-about-hours"
  /// `rain.in-about-hours-minutes`.
  case rainInAboutHoursMinutes = "rain.in-about-hours-minutes"
  /// `alerts.source-name.nws`.
  case alertsSourceNameNWS = "alerts.source-name.nws"
  /// `alerts.source-name.meteoalarm`.
  case alertsSourceNameMeteoAlarm = "alerts.source-name.meteoalarm"
  /// `alerts.service.nws`.
  case alertsServiceNWS = "alerts.service.nws"
  /// `alerts.service.meteoalarm`.
  case alertsServiceMeteoAlarm = "alerts.service.meteoalarm"
  /// `alerts.areas-more`.
  case alertsAreasMore = "alerts.areas-more"
  /// `alerts.answer-not-json`.
  case alertsAnswerNotJSON = "alerts.answer-not-json"
  /// `alerts.answer-not-object`.
  case alertsAnswerNotObject = "alerts.answer-not-object"
  /// `alerts.answer-no-list`.
  case alertsAnswerNoList = "alerts.answer-no-list"
  /// `alerts.point-outside-globe`.
  case alertsPointOutsideGlobe = "alerts.point-outside-globe"
  /// `alerts.hint-sources`.
  case alertsHintSources = "alerts.hint-sources"
  /// `shell.history-not-saved`.
  case shellHistoryNotSaved = "shell.history-not-saved"
  /// `places.postal-other-countries`.
  case placesPostalOtherCountries = "places.postal-other-countries"
  /// `places.postal-not-zip`.
  case placesPostalNotZIP = "places.postal-not-zip"
  /// `places.postal-no-zip`.
  case placesPostalNoZIP = "places.postal-no-zip"
  /// `search.more`.
  case searchMore = "search.more"
  /// `search.more-over`.
  case searchMoreOver = "search.more-over"
  /// `time.dated`.
  case timeDated = "time.dated"
  /// `rain.no-quarter-hours-steps`.
  case rainNoQuarterHoursSteps = "rain.no-quarter-hours-steps"
}
