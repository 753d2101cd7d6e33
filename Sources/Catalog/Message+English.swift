/// The English catalogue: the source every translation starts from.
extension Message {
  /// This message in English.
  public var english: Template {
    switch self {
    case .helpAddSummary:
      .text("Save a place to your list (no argument: the place being viewed)")
    case .helpAddDiscussion:
      .text(
        "Saves the place at the end of your list; the list, its order, your units and the last place you viewed are kept in your profile. Saving needs no network. #N is result N of the last :search. PLACE may be coordinates; 'as NAME' saves it under your own name, used in :list, the prompt, headers, Tab and :go."
      )
    case .helpAirSummary:
      .text("Air quality: the index and its category, PM2.5, PM10, O₃, NO₂, pollen")
    case .helpAirDiscussion:
      .text(
        "From Open-Meteo's Air Quality API (no key; one request, cached for 10 minutes like forecasts). The European AQI in Europe and the US AQI elsewhere, or the one ':units aqi eu|us' saved; '--eu' or '--us' picks one for this command. Pollen is known only in Europe, in season; a value the source does not have shows as —, never as 0. The strip is the index for the next 24 hours, coloured by category. Without a place: the place being viewed. WXSH_AIR_QUALITY_URL overrides the service's address."
      )
    case .helpAlertsSummary:
      .text("Official severe-weather alerts for a place; N: one alert in full")
    case .helpAlertsDiscussion:
      .text(
        "Active alerts from the US National Weather Service (api.weather.gov) for places in the United States and its territories, and from MeteoAlarm (feeds.meteoalarm.org) for its European member countries: number, event, severity, area, from–until in the place's time zone, headline. ':alerts N' shows alert N of the list with its full description and instruction. MeteoAlarm sends a whole country's warnings: wxsh keeps those whose area outline contains the place or whose area is named like the place, its subregion or region, and says how many are elsewhere; ':alerts all' lists the whole country. Texts are in your language (LANG) where the issuer wrote one, else English. Tests, exercises, green (no warning), cancelled, replaced and expired messages are left out; answers are cached for 10 minutes. Other countries have no official alert source in wxsh yet, and wxsh says so. Without a place: the place being viewed, else My Location. :now and :show put a banner line on top while an alert is active."
      )
    case .helpHelpSummary:
      .text("Show the commands, or one command's usage and examples")
    case .helpHelpDiscussion:
      .text(
        "Without an argument, lists every command with its usage. With a command name (a unique prefix or an alias works too), shows that command's usage, aliases and examples."
      )
    case .helpHereSummary:
      .text("The weather where you are (\"My Location\"); pin it, or allow network location")
    case .helpHereDiscussion:
      .text(
        "Finds your location in order: the place you pinned with :here set, then the biggest city in your system time zone (approximate, works offline), then — only if you allowed it — your network location from an IP lookup (ipapi.co, or WXSH_GEOIP_URL). wxsh asks once in a terminal before the first lookup and never sends one from a script. \"My Location\" becomes the first page; it is not a saved place."
      )
    case .helpJournalSummary:
      .text("Weather journal: notes stamped with the place and its weather")
    case .helpJournalDiscussion:
      .text(
        "Without arguments, lists the entries newest first. :journal add TEXT saves a one-line entry stamped with the time, the place being viewed and the weather there (cached when fresh, otherwise fetched with a short deadline; without an answer the entry is saved without weather). :journal add with no text opens $VISUAL or $EDITOR, or reads lines until a line holding a single '.'; the first line is the title. :journal edit N changes the text and keeps the weather stamp. :journal rm N asks first in a terminal; scripts must add --yes. :journal export writes Markdown or JSON to standard output or FILE, never overwriting FILE without --force. Entries live in $XDG_DATA_HOME/wxsh/journal.jsonl."
      )
    case .helpLineSummary:
      .text("One line for status bars, with wttr.in's %-codes; never takes more than 3 s")
    case .helpLineDiscussion:
      .text(
        "Made to be run every minute: a fresh cached forecast answers at once, else one fetch with a 2-second deadline. When it fails, the last known line is printed with its age (or the place and ?) and the command fails (exit 1). Without a place: the place being viewed, else My Location (the pinned place or your time zone's biggest city). The default template is '%l %c %t %w'. Codes: %c condition glyph, %C condition text, %x plain symbol, %h humidity, %t temperature, %f feels like, %w wind, %l location, %m moon phase, %M moon day, %p precipitation, %P pressure, %u UV index, %D dawn, %S sunrise, %z solar noon, %s sunset, %d dusk, %T current time, %Z time zone, %a air quality index (42 fair), %r rain in the next hour (rain in 20m, rain ends in 25m, dry), %A official alerts (Tornado Warning +2, no alerts; a dash where wxsh has no alert source), %% a percent sign. With --json (wxsh --json or :line … --json) the line is a waybar object: text, tooltip and class (ok, stale or error)."
      )
    case .helpListSummary:
      .text("Your saved places with local time and weather; ▸ marks the one being viewed")
    case .helpListDiscussion:
      .text(
        "Fetches what each row shows for every saved place in as few requests as fit, one for up to about 350 places (or uses the forecasts of the last 10 minutes)."
      )
    case .helpMoonSummary:
      .text("The moon: phase, illumination, age, moonrise and moonset, next new and full moon")
    case .helpMoonDiscussion:
      .text(
        "Computed on this machine, no network needed (Meeus' lunar theory; phases to the minute, moonrise and moonset within a few minutes of the USNO tables). Times are in the place's time zone; a day without a moonrise or moonset says so. Without a place: the place being viewed, else My Location (the pinned place or your time zone's biggest city). DATE is YYYY-MM-DD, today, tomorrow or yesterday; without it, now."
      )
    case .helpMoveSummary:
      .text("Move a saved place to another position in the list")
    case .helpMoveDiscussion:
      .text(
        "FROM is a number from :list or a saved place's name (quote names with spaces); TO is the number it should have afterwards."
      )
    case .helpRenameSummary:
      .text("Give a saved place your own name (Home), or its own name back")
    case .helpRenameDiscussion:
      .text(
        "PLACE is a number from :list or a saved place's name. The new name is used in :list, the prompt, headers, Tab, :go and the journal. Renaming a place to its own name removes yours. When both names have spaces, put 'as' between them: :rename new york as Big Apple."
      )
    case .cliOverview:
      .text("A weather shell for the terminal.")
    case .cliAbout:
      .text(
        "With no arguments in a terminal, wxsh starts an interactive shell with line editing, history and Tab completion. With standard input not a terminal, it runs the commands it reads, one per line. A line starting with ':' is a command (:help lists them); any other line is a place."
      )
    case .cliExamplesHeading:
      .text("Examples:")
    case .cliExampleShell:
      .text("start the interactive shell")
    case .cliExampleOne:
      .text("run one command and exit")
    case .cliExampleScript:
      .text("run a script from standard input")
    case .cliExampleJSON:
      .text("print JSON, one document per command")
    case .cliExampleSearch:
      .text("find places by the start of a name")
    case .cliExampleAdd:
      .text("save a place and list your places")
    case .cliExampleUnits:
      .text("°F for this run only")
    case .cliExamplePlace:
      .text("the weather page for Seoul")
    case .cliExampleJSONNow:
      .text("current conditions as JSON")
    case .cliExampleOffline:
      .text("cached weather only, no network")
    case .cliExitStatus:
      .text(
        "Exit status: 0 when every command succeeded, 1 when any failed, 2 for usage errors."
      )
    case .cliOverviewHeading:
      .text("OVERVIEW:")
    case .cliUsageHeading:
      .text("USAGE:")
    case .cliArgumentsHeading:
      .text("ARGUMENTS:")
    case .cliOptionsHeading:
      .text("OPTIONS:")
    case .cliArgumentPlace:
      .text("Places to show, then exit (quote names with spaces).")
    case .cliOptionCommand:
      .text("Run a command and exit (repeatable).")
    case .cliOptionJSON:
      .text("Print one JSON document per command (newline-delimited).")
    case .cliOptionNoColor:
      .text("Never use colour (NO_COLOR and TERM=dumb work too).")
    case .cliOptionProfile:
      .text("The profile file to use (default: $XDG_CONFIG_HOME/wxsh/profile.json).")
    case .cliOptionUnits:
      .text("Temperatures in °C or °F for this run only (not saved).")
    case .cliOptionLang:
      .text(
        "The interface language for this run only: en, ko, ja, zh-Hans, zh-Hant, de, fr, es, pt-BR or ru (default: :lang, else LC_ALL, LC_MESSAGES, LANG)."
      )
    case .cliOptionOffline:
      .text("Never use the network: show cached weather only.")
    case .cliOptionProvider:
      .text(
        "Where weather comes from: open-meteo (default, no key) or openweathermap (needs OPENWEATHERMAP_API_KEY)."
      )
    case .cliOptionVersion:
      .text("Show the version.")
    case .cliOptionHelp:
      .text("Show help information.")
    case .cliUsageError:
      .text("Error: {detail}")
    case .cliUsageLabel:
      .text("Usage:")
    case .cliSeeHelp:
      .text("See 'wxsh --help' for more information.")
    case .cliUnknownOption:
      .text("unknown option '{option}'")
    case .cliInvalidValue:
      .text("'{value}' is not a value {option} takes; give one of {choices}")
    case .cliMissingValue:
      .text("{option} needs a value")
    case .helpGoSummary:
      .text("View a saved place, by its number in :list or its name")
    case .helpNextSummary:
      .text("View the next saved place (after the last, the first)")
    case .helpPrevSummary:
      .text("View the previous saved place (before the first, the last)")
    case .helpQuitSummary:
      .text("Leave wxsh (Ctrl-D on an empty line does too)")
    case .helpQuitDiscussion:
      .text(
        "In a script, stops reading further lines; the exit status still reports whether any earlier line failed."
      )
    case .helpRainSummary:
      .text("Rain in the next two hours at 15-minute steps, and when it starts or stops")
    case .helpRainDiscussion:
      .text(
        "From Open-Meteo's 15-minute forecast (minutely_15), which comes with the ordinary forecast, so it costs no extra request. Each bar is what falls in 15 minutes. :now and :show say the same in one line when rain starts within the hour or stops within two ('Rain starting in about 20 min, stopping around 15:10'). OpenWeatherMap has no 15-minute data: its 3-hour steps are shown, said as such. Without a place: the place being viewed."
      )
    case .helpRefreshSummary:
      .text("Fetch the weather again now (all: every saved place, in as few requests as fit)")
    case .helpRefreshDiscussion:
      .text(
        "Forecasts are kept for 10 minutes; within that time wxsh asks no server. :refresh asks again for the place being viewed, :refresh all for every saved place."
      )
    case .helpRmSummary:
      .text("Delete a saved place, by its number in :list or its name")
    case .helpSearchSummary:
      .text("Find places by the start of any of their names")
    case .helpSearchDiscussion:
      .text(
        "Matches the start of a place's name in any language GeoNames knows it by, ignoring case, accents and punctuation. Add ', REGION' or ', COUNTRY' to narrow (a state code such as MO works for the US and Canada). Results are ranked by exact name, primary name and population; a query that matches nothing offers close spellings. Later commands refer to the results as #1, #2, …"
      )
    case .helpThemeSummary:
      .text("Show or set colours: auto, dark, light or none")
    case .helpThemeDiscussion:
      .text(
        "dark and light suit dark and light terminal backgrounds; auto picks from COLORFGBG when the terminal sets it, else dark; none prints no colour at all."
      )
    case .helpUnitsSummary:
      .text("Show or set units: c|f, wind, precip, clock, pressure, distance, aqi")
    case .helpUnitsDiscussion:
      .text(
        "Without arguments, shows the units in use. KIND VALUE is wind kmh|ms|mph|kn, precip mm|in, clock 24h|12h, pressure hpa|inhg|mmhg, distance km|mi|auto (auto: miles when wind is in mph) or aqi eu|us|auto (the air quality index of :air; auto: European in Europe, US elsewhere). Units are saved in your profile; weather is always fetched in metric units and converted, so changing units never fetches again. --units c|f overrides the temperature unit for one run."
      )
    case .helpShowSummary:
      .text("The full page for a place: now, the next hours, the next days, details")
    case .helpShowDiscussion:
      .text(
        "Without an argument, shows the place being viewed. PLACE is a name (Tab completes it), #N a result of the last :search, INDEX a number from :list. The place becomes the one being viewed. A line without ':' means :show LINE. The page fits the terminal's height (the next hours as one strip, as many days as there is room for); 'full' gives the long page with the hourly chart and every detail."
      )
    case .helpNowSummary:
      .text("Current conditions: temperature, feels-like, today's high and low")
    case .helpHourlySummary:
      .text("The next N hours (default 24, up to 48) with a temperature chart")
    case .helpDailySummary:
      .text("The next N days (default 10, up to 16) with temperature range bars")
    case .helpDetailsSummary:
      .text("Humidity, dew point, wind, pressure, UV, visibility, sunrise and sunset")
    case .helpCommandsHeading:
      .text("{commands} (a unique prefix works too, e.g. :h):")
    case .helpCommandsWord:
      .text("Commands")
    case .helpBareLine:
      .text("A line without ':' is a place: 'hamburg' means ':{command} hamburg'.")
    case .helpKeys:
      .text("Tab completes commands and places; Ctrl-C cancels, Ctrl-D leaves.")
    case .helpMore:
      .text("Type :help COMMAND for its usage and examples.")
    case .helpAliases:
      .text("Aliases: {aliases}")
    case .helpOptions:
      .text("Options: {options}")
    case .helpExamples:
      .text("Examples:")
    case .errorUnterminatedQuote:
      .text("unterminated {quote} quote; close it or escape it with a backslash")
    case .errorMissingCommandName:
      .text("':' needs a command name after it; type :help for the list")
    case .errorUnknownCommandSuggestion:
      .text("unknown command ':{name}' — did you mean ':{suggestion}'?")
    case .errorUnknownCommand:
      .text("unknown command ':{name}'; type :help for the list")
    case .errorAmbiguousCommand:
      .text("':{name}' could be {candidates}; type more letters")
    case .errorUnknownOptionSuggestion:
      .text(":{command} has no option {option} — did you mean {suggestion}?")
    case .errorUnknownOption:
      .text(":{command} has no option {option}; see :help {command}")
    case .errorOptionsNone:
      .text(":{command} takes no options, so {option} is not one; see :help {command}")
    case .errorMissingOptionValue:
      .text("{option} needs a value: give {what}")
    case .errorUnexpectedOptionValue:
      .text("{option} takes no value; write it alone")
    case .errorGiveChoice:
      .text("give {what}: {choices}")
    case .errorGiveArgument:
      .text("give {what}; see :help {command}")
    case .errorInvalidChoice:
      .text("'{typed}' is not {what}; give {choices}")
    case .errorOutOfRange:
      .text("{typed} is out of range: give {low} to {high} {noun}")
    case .errorNotANumber:
      .text("'{typed}' is not a number: give {low} to {high} {noun}")
    case .errorTooManyArguments:
      .text("'{extra}' is more than :{command} takes; see :help {command}")
    case .listOr:
      .text("{items} or {last}")
    case .listSeparator:
      .text(", ")
    case .nounSubcommand:
      .text("a subcommand")
    case .nounPlace:
      .text("a place")
    case .nounSavedPlace:
      .text("a saved place (its number in :list or its name)")
    case .nounCommand:
      .text("a command name")
    case .nounHours:
      .text("hours")
    case .nounDays:
      .text("days")
    case .nounPosition:
      .text("(a position in :list)")
    case .nounAlertNumber:
      .text("(an alert number from :alerts)")
    case .nounEntryNumber:
      .text("(an entry number from :journal)")
    case .nounTemplate:
      .text("a template such as '%l %c %t'")
    case .nounDate:
      .text("a date (YYYY-MM-DD, today, tomorrow or yesterday)")
    case .nounText:
      .text("some text")
    case .nounWords:
      .text("words to search for")
    case .nounSearchQuery:
      .text("what to search for (part of a place name)")
    case .nounTheme:
      .text("a theme")
    case .nounUnitOrKind:
      .text("a temperature unit or a unit kind")
    case .nounTemperatureUnit:
      .text("a temperature unit")
    case .nounWindUnit:
      .text("a wind unit")
    case .nounPrecipitationUnit:
      .text("a precipitation unit")
    case .nounClock:
      .text("a clock")
    case .nounPressureUnit:
      .text("a pressure unit")
    case .nounDistanceUnit:
      .text("a distance unit")
    case .nounAirIndex:
      .text("an air quality index")
    case .nounExportFormat:
      .text("an export format")
    case .nounFile:
      .text("a file name")
    case .nounAllOrNothing:
      .text("nothing or all")
    case .errorNoPlaceCommand:
      .text("'{query}' looks like a place, but this build cannot show places; type :help")
    case .errorBareCommandWord:
      .text("did you mean :{command}? (for a place called '{word}', type :show {word})")
    case .errorTooShort:
      .text(
        "'{word}' is too short for a place name; type :show {word} to look it up, or :help for the commands"
      )
    case .errorAmbiguousSaved:
      .text(
        "'{typed}' matches {count} saved places: {candidates} — give the number or the region (e.g. '{example}')"
      )
    case .cancelled:
      .text("cancelled")
    case .cancelledByUser:
      .text("Cancelled.")
    case .questionMatchesSaved:
      .text("'{typed}' matches {count} saved places:")
    case .questionWhichOne:
      .text("Which one? [1-{count}, Enter cancels] ")
    case .questionAgain:
      .text("Type a number from 1 to {count}, or press Enter to cancel.")
    case .errorUnexpected:
      .text("unexpected failure; nothing was changed — please report it")
    case .errorAlertsUnavailable:
      .text("alerts unavailable: {reason}; {hint}")
    case .placeNotResultNumber:
      .text("'{typed}' is not a result number; use #1, #2, … after :search")
    case .placeNoResults:
      .text("there are no search results for {typed}; run :search first")
    case .placeResultOutOfRange:
      .plural([
        .one: "#{number} is out of range; the last search had {count} result",
        .other: "#{number} is out of range; the last search had {count} results",
      ])
    case .placeNoMatch:
      .text("no place matches '{query}'; check the spelling or try :search")
    case .placeNoMatchSearch:
      .text("no place matches '{query}'; check the spelling, or type fewer letters")
    case .placeDidYouMean:
      .text("no place matches '{query}'; did you mean {names}?")
    case .placeNoticeHint:
      .text("{notice}; name the place instead")
    case .placeNoticeSearchHint:
      .text("{notice}; search for the place by its name")
    case .placeNoLetters:
      .text("'{query}' has no letters or digits to search for; type part of a name")
    case .placeUnknownQualifier:
      .text(
        "no region or country is called '{qualifier}'; after the comma give a region, a state code (MO) or a country (DE, Germany)"
      )
    case .placeNoSavedPlaces:
      .text("there are no saved places yet; add one with :add PLACE")
    case .placeNoSavedNumber:
      .text("there is no saved place {number}; choose 1 to {count} (see :list)")
    case .placeNotSaved:
      .text("'{typed}' is not a saved place; see :list, or save it with :add {typed}")
    case .placeNoneViewed:
      .text("no place is being viewed, so name one: :{command} PLACE")
    case .placeShownFor:
      .text("{place} (for '{typed}')")
    case .placeShownForCode:
      .text("{place} (for '{typed}': {code})")
    case .placeNotPosition:
      .text("'{typed}' is not a position in the list; choose 1 to {count} (see :list)")
    case .placeSearchingOnline:
      .text("Searching online for '{query}'…")
    case .placeOnlineFailed:
      .text(
        "no place matches '{query}' in the offline place list, and the online place search failed: {reason}"
      )
    case .placeOnlineFailedDidYouMean:
      .text(
        "no place matches '{query}' in the offline place list, and the online place search failed: {reason}; did you mean {names}?"
      )
    case .placeOfflineOnly:
      .text(
        "'{query}' is not in the offline place list, and online place search is off (--offline)"
      )
    case .placeOfflineOnlyDidYouMean:
      .text(
        "'{query}' is not in the offline place list, and online place search is off (--offline); did you mean {names}?"
      )
    case .placeCustomNameInvalid:
      .text(
        "'{name}' cannot be a place's name: use 1 to {limit} characters, without control characters"
      )
    case .placeCustomNameTaken:
      .text(
        "'{name}' already names place {index} ({place}); choose another name, or rename that place first"
      )
    case .searchFoundOnline:
      .text("found online")
    case .placeNoneImplied:
      .text("no place is being viewed and My Location is not known, so name one: :{command} PLACE")
    case .errorNotADate:
      .text("'{typed}' is not a date: give YYYY-MM-DD (1900 to 2199)")
    case .unitsTemperatureSet:
      .text("Temperatures are now in {unit}.")
    case .unitsWindSet:
      .text("Wind speeds are now in {unit}.")
    case .unitsPrecipitationMillimetres:
      .text("Precipitation is now in millimetres (mm).")
    case .unitsPrecipitationInches:
      .text("Precipitation is now in inches (in).")
    case .unitsClockSet:
      .text("Times now use a {clock} clock.")
    case .unitsPressureSet:
      .text("Pressure is now in {unit}.")
    case .unitsDistanceSet:
      .text("Distances are now in {unit}.")
    case .unitsDistanceAuto:
      .text("Distances are now in km, or miles with mph.")
    case .unitsAirAuto:
      .text("Air quality uses the European index in Europe and the US index elsewhere.")
    case .unitsAirEuropean:
      .text("Air quality now uses the European index.")
    case .unitsAirUS:
      .text("Air quality now uses the US index.")
    case .unitsOverride:
      .text("(--units {unit} sets the temperature for this run only)")
    case .nounUnitValue:
      .text("a unit")
    case .errorUnknownSubcommand:
      .text("':{command} {typed}' is not a command; see :help {command}")
    case .alertsMatchedByNameWithoutOutlines:
      .text("MeteoAlarm's area outlines do not cover {country}: warnings are matched by area name.")
    case .alertsMatchedByNameOutsideOutlines:
      .text("No official area outline contains this place: warnings are matched by area name.")
    case .addAlreadySaved:
      .text("{place} is already saved, as place {index} of {count}.")
    case .addSavedAt:
      .text("Saved {place} as place {index} of {count}.")
    case .addSaved:
      .text("Saved {place}.")
    case .airStale:
      .text("{place}: showing air quality from {age}; {reason}")
    case .airCredit:
      .text("Air quality data by Open-Meteo.com")
    case .alertsNoneActive:
      .text("there are no active alerts for {area}; type {command} to see the list")
    case .alertsNoSuchNumber:
      .text(
        "there is no alert {number} for {area} (there are {count}); type {command} to see the list")
    case .alertsNoneFromSource:
      .text("No active alerts from the {source}.")
    case .alertsNoneInCountry:
      .text("No active MeteoAlarm warning in {country}.")
    case .alertsNoneForArea:
      .text("No active MeteoAlarm warning for {place}'s area.")
    case .alertsElsewhere:
      .plural([
        .one: "{count} warning elsewhere in {country}: '{command}' lists it.",
        .other: "{count} warnings elsewhere in {country}: '{command}' lists them.",
      ])
    case .alertsSource:
      .text("Source: {source}")
    case .alertsSourceSender:
      .text("Source: {source} ({sender})")
    case .alertsMatchedByName:
      .text("areas matched by name")
    case .alertsOneInFull:
      .text(":alerts N for one in full")
    case .alertsUnavailableShort:
      .text("alerts unavailable: {reason}")
    case .hereInstead:
      .text("Showing {place}, the place you viewed last, instead.")
    case .hereNotWhereYouAre:
      .text("Not where you are? :here set PLACE pins your location.")
    case .hereCoordinatesNotPinned:
      .text("coordinates cannot be pinned, only places; pin the nearest place by its name")
    case .hereOnlineNotPinned:
      .text(
        "{place} was found online, so wxsh can pin it only once it is saved: :add it first, then :here set it"
      )
    case .herePinned:
      .text("Pinned {place} as your location; :here shows it first.")
    case .hereUnpinned:
      .text("Unpinned {place}; :here now guesses from your time zone.")
    case .hereNothingPinned:
      .text("No location was pinned; :here guesses from your time zone.")
    case .hereNetworkAllowed:
      .text(
        "Network location allowed: when no place is pinned and your time zone names no city, :here asks {host} where you are. :here deny turns it off."
      )
    case .hereNetworkOff:
      .text("Network location off: :here never sends a request. :here allow turns it on.")
    case .lineStale:
      .text("{place}: showing the line from {age}; {reason}")
    case .lineOfflineNeverFetches:
      .text("--offline never fetches")
    case .lineNoAnswerWithin:
      .text("no answer within {seconds} s")
    case .listEmpty:
      .text("No saved places yet. Save one with :add PLACE (Tab completes names).")
    case .listNoWeather:
      .text("no weather for your places: {reason}")
    case .refreshOffline:
      .text("--offline never fetches; run wxsh without --offline to refresh")
    case .refreshNoneViewed:
      .text("no place is being viewed; try :refresh all")
    case .refreshCouldNot:
      .text("{place}: could not refresh ({reason}); showing the forecast from {age}")
    case .refreshKeptEarlier:
      .text("{place}: kept the forecast from earlier")
    case .refreshUpdated:
      .text("{place}: updated")
    case .refreshSomeFailed:
      .plural([
        .one: "{failed} of {count} place could not be refreshed: {reasons}",
        .other: "{failed} of {count} places could not be refreshed: {reasons}",
      ])
    case .removeRemoved:
      .text("Removed {place} (was place {index}).")
    case .removeDone:
      .text("Removed.")
    case .searchNoticeHint:
      .text("{notice}; search for the place by its name")
    case .searchNoStart:
      .text("No place starts with '{query}'. Did you mean:")
    case .searchCloseSpellings:
      .text("Close spellings:")
    case .themeSet:
      .text("Theme set to {theme}.")
    case .themeShown:
      .text("Theme: {theme}")
    case .journalEmptyList:
      .text("The journal is empty; write an entry with :journal add TEXT.")
    case .journalEditorFailed:
      .text("nothing saved: {reason}; check $VISUAL or $EDITOR")
    case .journalNowReads:
      .text("The entry now reads:")
    case .journalTypeNew:
      .text("Type the new text; end with a line holding a single '.'.")
    case .journalWrite:
      .text("Write the entry; end with a line holding a single '.' (the first line is the title).")
    case .journalNothingSaved:
      .text("Nothing saved: the entry is empty.")
    case .journalSaved:
      .text("Saved entry {number}")
    case .journalWhichEntry:
      .text("say which entry, by its number in :journal")
    case .journalNotANumber:
      .text("'{typed}' is not an entry number; see :journal for the numbers")
    case .journalIsEmpty:
      .text("the journal is empty; write an entry with :journal add TEXT")
    case .journalNoEntry:
      .text("there is no entry {number}; see :journal for the numbers")
    case .journalCannotBeEmpty:
      .text("Nothing changed: an entry cannot be empty (remove it with :journal rm {number}).")
    case .journalUnchanged:
      .text("Entry {number} is unchanged.")
    case .journalEdited:
      .text("Edited entry {number}: {title}")
    case .journalNeedsYes:
      .text("deleting needs confirmation: add --yes (:journal rm {number} --yes)")
    case .journalDeleteQuestion:
      .text("Delete entry {number} ({title})? [y/N] ")
    case .journalKept:
      .text("Kept entry {number}.")
    case .journalDeleted:
      .text("Deleted entry {number}: {title}")
    case .journalNoMention:
      .text("No entry mentions {words}.")
    case .journalNotAFormat:
      .text("'{typed}' is not an export format: use md or json (then an optional FILE)")
    case .journalFileExists:
      .text("{path} already exists; add --force to overwrite it")
    case .journalNotExported:
      .text("not exported: {reason}; choose another FILE")
    case .journalExported:
      .plural([
        .one: "Exported {count} entry as {format} to {path}.",
        .other: "Exported {count} entries as {format} to {path}.",
      ])
    case .journalTooManyFiles:
      .text("give at most one FILE")
    case .journalGiveWords:
      .text("give one or more words to look for")
    case .stampOldForecast:
      .text("{place}: the entry was saved without weather (only an old forecast could be had)")
    case .stampTooOldOffline:
      .text(
        "{place}: the entry was saved without weather (the cached forecast is too old and --offline never fetches)"
      )
    case .stampNoCurrent:
      .text("{place}: the entry was saved without weather (the forecast has no current conditions)")
    case .stampNoAnswer:
      .text("{place}: the entry was saved without weather (no answer within {seconds})")
    case .stampFailed:
      .text("{place}: the entry was saved without weather ({reason})")
    case .weatherStale:
      .text("{place}: showing the forecast from {time} ({age}); {reason}")
    case .pageFailed:
      .text("{place}: {reason}")
    case .pageFetching:
      .text("Fetching its weather…")
    case .pageUpdatedLine:
      .text("Updated {place}: {summary}")
    case .pageCouldNotRefresh:
      .text("{place}: could not refresh the forecast; {reason}")
    case .progressFetchingOne:
      .text("Fetching the weather for {place}…")
    case .progressFetchingMany:
      .plural([
        .one: "Fetching the weather for {count} place…",
        .other: "Fetching the weather for {count} places…",
      ])
    case .shellWelcome:
      .text("{wxsh} — weather in your terminal. Type :help, or a place name.")
    case .shellNoLineEditor:
      .text("cannot start the line editor; reading plain lines")
    case .shellWarningPrefix:
      .text("warning:")
    case .shellErrorPrefix:
      .text("error:")
    case .shellOutputFailed:
      .text("cannot write to standard output: {reason}; the output is incomplete")
    case .shellLastViewedNotSaved:
      .text("last viewed place {reason}")
    case .hereConsentQuestion:
      .text("Use your network location to find where you are? [y/N] ")
    case .locationZoneNamesNoCity:
      .text("your time zone ({zone}) names no city")
    case .locationNoZone:
      .text("no system time zone is set")
    case .locationHintPin:
      .text(":here set PLACE pins your location")
    case .locationNetworkOff:
      .text("network location is off")
    case .locationHintAllow:
      .text(":here allow turns it on")
    case .locationOnlyInTerminal:
      .text("network location is only asked for in a terminal")
    case .locationOfflineNever:
      .text("--offline never looks up your network location")
    case .locationServiceGaveNothing:
      .text("the network location service gave nothing: {reason}")
    case .locationCouldNotTell:
      .text("Could not tell where you are: {reasons}. {hints}.")
    case .coordinatesUnderOneKm:
      .text("under 1 km from {place}")
    case .coordinatesKmFrom:
      .text("{km} km from {place}")
    case .unitsLine:
      .text(
        "Units: temperature {temperature} · wind {wind} · precipitation {precipitation} · clock {clock}"
      )
    case .unitsMoreLine:
      .text("       pressure {pressure} · distance {distance} · air index {air}")
    case .unitsDistanceAutoValue:
      .text("auto ({unit})")
    case .journalEntryHeader:
      .text("Entry {number} · {time} (the place's time)")
    case .journalEntryEdited:
      .text(" (edited {time})")
    case .editorNotSet:
      .text("no editor is set ($VISUAL or $EDITOR)")
    case .editorNoTemp:
      .text("cannot create a temp file in {directory}: {reason}")
    case .editorCannotWrite:
      .text("cannot write the temp file {path}")
    case .editorExited:
      .text("the editor ({editor}) exited with status {status}; nothing was kept")
    case .editorCannotRead:
      .text("cannot read the temp file {path} back")
    case .lineTooltipFrom:
      .text("From {age}: {reason}")
    case .lineNoWeather:
      .text("{place}: no weather; {reason}")
    case .lineTooltipNow:
      .text("%C, %t (feels like %f)")
    case .lineTooltipDetails:
      .text("Wind %w, humidity %h, pressure %P")
    case .moveMoved:
      .text("Moved {place} to place {index}.")
    case .renameRenamed:
      .text("{place} is now called '{name}'.")
    case .renameCleared:
      .text("{place} goes by its own name again, not '{name}'.")
    case .shellScriptLinePrefix:
      .text("line {number}: ")
    case .alertsOneInFullEverywhere:
      .text(":alerts all N for one in full")
    case .placeNoShownNumber:
      .text(
        "there is no place {number} in the list as last shown (another wxsh changed the saved places); see :list for the current numbers"
      )
    case .placeNoLongerSaved:
      .text(
        "place {number}, '{name}', is no longer saved (another wxsh removed it); see :list for the current numbers"
      )
    case .lineTemplateTooLong:
      .text("the template is {bytes} bytes long; the most is {most}")
    case .helpLangSummary:
      .text("The interface language: show it, choose one, or follow the environment")
    case .helpLangDiscussion:
      .text(
        "wxsh speaks English (en), Korean (ko), Japanese (ja), Simplified Chinese (zh-Hans), Traditional Chinese (zh-Hant), German (de), French (fr), Spanish (es), Brazilian Portuguese (pt-BR) and Russian (ru). Without a choice it follows LC_ALL, then LC_MESSAGES, then LANG (LANGUAGE may list fallbacks such as ko:en); the locale need not be installed, and C or an unknown language is English. ':lang ko' saves a language in your profile, ':lang auto' follows the environment again, and 'wxsh --lang ko' chooses one for a single run. --json output and files are the same in every language; alert texts stay as their issuer wrote them."
      )
    case .nounLanguage:
      .text("a language")
    case .langShownEnvironment:
      .text("Language: {language}, from the environment (LC_ALL, LC_MESSAGES, LANG)")
    case .langShownProfile:
      .text("Language: {language}, chosen with :lang (':lang auto' follows the environment)")
    case .langShownOption:
      .text("Language: {language}, for this run (--lang)")
    case .langSet:
      .text("Language: {language}; saved in your profile")
    case .langAuto:
      .text("Language: {language}; from now on it follows the environment")
    case .langUnknown:
      .text("'{typed}' is not a language wxsh speaks; choose one of {choices}, or auto")
    case .viewDetails:
      .text("Details")
    case .viewFeelsLike:
      .text("Feels like")
    case .viewHumidity:
      .text("Humidity")
    case .viewDewPoint:
      .text("Dew point")
    case .viewWind:
      .text("Wind")
    case .viewPressure:
      .text("Pressure")
    case .viewUVIndex:
      .text("UV index")
    case .viewVisibility:
      .text("Visibility")
    case .viewPrecipitationToday:
      .text("Precip. today")
    case .viewSunrise:
      .text("Sunrise")
    case .viewSunset:
      .text("Sunset")
    case .viewDaylight:
      .text("Daylight")
    case .viewMoon:
      .text("Moon")
    case .viewSunriseEvent:
      .text("sunrise")
    case .viewSunsetEvent:
      .text("sunset")
    case .viewWindGusts:
      .text("{wind}, gusts {gusts}")
    case .viewDaylightPolarNight:
      .text("0 min (polar night)")
    case .viewDaylightMidnightSun:
      .text("24 h (midnight sun)")
    case .viewMoonPhaseLit:
      .text("{phase}, {percent}")
    case .dateWeekdays:
      .text("Sun Mon Tue Wed Thu Fri Sat")
    case .dateMonths:
      .text("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec")
    case .dateLong:
      .text("{weekday} {day} {month} {year}")
    case .timeHalves:
      .text("am pm")
    case .time12Hour:
      .text("{hour}:{minutes}{half}")
    case .hour12Label:
      .text("{hour}{half}")
    case .timeTomorrow:
      .text("tomorrow {time}")
    case .timeYesterday:
      .text("yesterday {time}")
    case .timeWeekday:
      .text("{weekday} {time}")
    case .compassPoints:
      .text("N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW")
    case .durationMinutes:
      .text("{minutes} min")
    case .durationHours:
      .text("{hours} h")
    case .durationHoursMinutes:
      .text("{hours} h {minutes} min")
    case .ageJustNow:
      .text("just now")
    case .ageMinutes:
      .text("{minutes} min ago")
    case .ageHours:
      .text("{hours} h ago")
    case .uvLow:
      .text("low")
    case .uvModerate:
      .text("moderate")
    case .uvHigh:
      .text("high")
    case .uvVeryHigh:
      .text("very high")
    case .uvExtreme:
      .text("extreme")
    case .ageDays:
      .plural([.one: "{count} day ago", .other: "{count} days ago"])
    case .moonHeading:
      .text("Moon · {date}")
    case .moonPhase:
      .text("Phase")
    case .moonIlluminated:
      .text("Illuminated")
    case .moonAge:
      .text("Age")
    case .moonAgeDays:
      .text("{days} days")
    case .moonrise:
      .text("Moonrise")
    case .moonset:
      .text("Moonset")
    case .moonNextNew:
      .text("Next new moon")
    case .moonNextFull:
      .text("Next full moon")
    case .moonNoneThisDay:
      .text("none this day")
    case .moonDateTime:
      .text("{date} {time}")
    case .moonPhaseNewMoon:
      .text("New moon")
    case .moonPhaseWaxingCrescent:
      .text("Waxing crescent")
    case .moonPhaseFirstQuarter:
      .text("First quarter")
    case .moonPhaseWaxingGibbous:
      .text("Waxing gibbous")
    case .moonPhaseFullMoon:
      .text("Full moon")
    case .moonPhaseWaningGibbous:
      .text("Waning gibbous")
    case .moonPhaseLastQuarter:
      .text("Last quarter")
    case .moonPhaseWaningCrescent:
      .text("Waning crescent")
    case .airHeading:
      .text("Air quality · {index}")
    case .airEuropeanIndex:
      .text("European AQI")
    case .airUSIndex:
      .text("US AQI")
    case .airNoIndexNow:
      .text("no index now")
    case .airPollen:
      .text("Pollen")
    case .airNext24Hours:
      .text("Next 24 h")
    case .airStripFrom:
      .text("from {time}")
    case .airUpdated:
      .text("Updated {time}")
    case .airSummary:
      .text("Air {value} · {category}")
    case .airPollenOutsideEurope:
      .text("not available outside Europe")
    case .airPollenNone:
      .text("none now")
    case .airPollenNotReported:
      .text("not reported now")
    case .airPollenGrains:
      .text("{kinds} grains/m³")
    case .airPollenAlder:
      .text("alder")
    case .airPollenBirch:
      .text("birch")
    case .airPollenGrass:
      .text("grass")
    case .airPollenMugwort:
      .text("mugwort")
    case .airPollenOlive:
      .text("olive")
    case .airPollenRagweed:
      .text("ragweed")
    case .airEuropean0:
      .text("good")
    case .airEuropean1:
      .text("fair")
    case .airEuropean2:
      .text("moderate")
    case .airEuropean3:
      .text("poor")
    case .airEuropean4:
      .text("very poor")
    case .airEuropean5:
      .text("extremely poor")
    case .airUS0:
      .text("good")
    case .airUS1:
      .text("moderate")
    case .airUS2:
      .text("unhealthy for sensitive groups")
    case .airUS3:
      .text("unhealthy")
    case .airUS4:
      .text("very unhealthy")
    case .airUS5:
      .text("hazardous")
    case .precipitationDrizzle:
      .text("Drizzle")
    case .precipitationFreezingRain:
      .text("Freezing rain")
    case .precipitationSnow:
      .text("Snow")
    case .precipitationShowers:
      .text("Showers")
    case .precipitationThunderstorms:
      .text("Thunderstorms")
    case .precipitationRain:
      .text("Rain")
    case .alertSeverityExtreme:
      .text("Extreme")
    case .alertSeveritySevere:
      .text("Severe")
    case .alertSeverityModerate:
      .text("Moderate")
    case .alertSeverityMinor:
      .text("Minor")
    case .alertSeverityUnknown:
      .text("Unknown")
    case .alertCertaintyObserved:
      .text("Observed")
    case .alertCertaintyLikely:
      .text("Likely")
    case .alertCertaintyPossible:
      .text("Possible")
    case .alertCertaintyUnlikely:
      .text("Unlikely")
    case .alertUrgencyImmediate:
      .text("Immediate")
    case .alertUrgencyExpected:
      .text("Expected")
    case .alertUrgencyFuture:
      .text("Future")
    case .alertUrgencyPast:
      .text("Past")
    case .alertBannerUntil:
      .text("until {time}")
    case .alertBannerMore:
      .text("+{count} more")
    case .alertWhen:
      .text("When")
    case .alertArea:
      .text("Area")
    case .alertCertainty:
      .text("Certainty")
    case .alertUrgency:
      .text("Urgency")
    case .alertFrom:
      .text("From")
    case .alertWhatToDo:
      .text("What to do")
    case .alertTextCut:
      .text("(the text was cut at {kb} KB; the full alert is at {website})")
    case .alertSpan:
      .text("{from} – {until}")
    case .alertSpanUntil:
      .text("until {until}")
    case .alertSpanFrom:
      .text("from {from}, no end given")
    case .alertSpanNone:
      .text("no times given")
    case .condition0:
      .text("Clear sky")
    case .condition1:
      .text("Mainly clear")
    case .condition2:
      .text("Partly cloudy")
    case .condition3:
      .text("Overcast")
    case .condition45:
      .text("Fog")
    case .condition48:
      .text("Depositing rime fog")
    case .condition51:
      .text("Light drizzle")
    case .condition53:
      .text("Moderate drizzle")
    case .condition55:
      .text("Dense drizzle")
    case .condition56:
      .text("Light freezing drizzle")
    case .condition57:
      .text("Dense freezing drizzle")
    case .condition61:
      .text("Slight rain")
    case .condition63:
      .text("Moderate rain")
    case .condition65:
      .text("Heavy rain")
    case .condition66:
      .text("Light freezing rain")
    case .condition67:
      .text("Heavy freezing rain")
    case .condition71:
      .text("Slight snowfall")
    case .condition73:
      .text("Moderate snowfall")
    case .condition75:
      .text("Heavy snowfall")
    case .condition77:
      .text("Snow grains")
    case .condition80:
      .text("Slight rain showers")
    case .condition81:
      .text("Moderate rain showers")
    case .condition82:
      .text("Violent rain showers")
    case .condition85:
      .text("Slight snow showers")
    case .condition86:
      .text("Heavy snow showers")
    case .condition95:
      .text("Thunderstorm")
    case .condition96:
      .text("Thunderstorm with slight hail")
    case .condition99:
      .text("Thunderstorm with heavy hail")
    case .conditionUnknown:
      .text("Unknown")
    case .rainStarting:
      .text("Rain starting {when}")
    case .rainStartingStopping:
      .text("Rain starting {when}, stopping around {time}")
    case .rainStopping:
      .text("Rain stopping {when}")
    case .rainContinuing:
      .text("Rain for at least the next {hours} hours")
    case .rainInAFewMinutes:
      .text("in a few minutes")
    case .rainInAbout:
      .text("in about {minutes} min")
    case .rainHeading:
      .text("Rain, the next 2 hours")
    case .rainNoneNext2Hours:
      .text("No rain in the next 2 hours")
    case .rainNoQuarterHours:
      .text("15-minute rain is not available from {source}; hourly steps:")
    case .rainThisForecast:
      .text("this forecast")
    case .nowFeelsLike:
      .text("Feels like")
    case .nowHigh:
      .text("H")
    case .nowLow:
      .text("L")
    case .nowDateTime:
      .text("{date}, {time}")
    case .outlookLikelyUntil:
      .text("{noun} likely until {time}")
    case .outlookLikelyFor:
      .text("{noun} likely for the next {hours} hours")
    case .outlookLikelyFrom:
      .text("{noun} likely from {time}")
    case .outlookDry:
      .text("No rain expected in the next {hours} hours")
    case .statusAsOf:
      .text("as of {time}, {age}")
    case .statusMissing:
      .text("Not in the forecast answer: {parts}")
    case .sectionCurrent:
      .text("current conditions")
    case .sectionHourly:
      .text("hourly forecast")
    case .sectionDaily:
      .text("daily forecast")
    case .statusStale:
      .text("Stale: {asOf}")
    case .statusStaleWhy:
      .text("Stale: {asOf} ({why})")
    case .statusUpdating:
      .text("Updating… {asOf}")
    case .statusCouldNotRefresh:
      .text("Could not refresh; {asOf}")
    case .statusCouldNotRefreshWhy:
      .text("Could not refresh ({why}); {asOf}")
    case .statusLoading:
      .text("{place}: loading the forecast…")
    case .statusNoForecast:
      .text("{place}: no forecast")
    case .statusNoForecastWhy:
      .text("{place}: no forecast ({why})")
    case .statusNoForecastYet:
      .text("{place}: no forecast yet")
    case .dailyNone:
      .text("No daily forecast")
    case .dailyToday:
      .text("Today")
    case .listNoSavedPlaces:
      .text("No saved places")
    case .listHeaderPlace:
      .text("Place")
    case .listHeaderTime:
      .text("Time")
    case .listHeaderNow:
      .text("Now")
    case .listHeaderHighLow:
      .text("High/Low")
    case .listMyLocation:
      .text("· my location, not saved")
    case .listAlert:
      .text("alert")
    case .listStale:
      .text("stale")
    case .listLoading:
      .text("loading")
    case .listFailed:
      .text("failed")
    case .hourlyNone:
      .text("No hourly forecast")
    case .hourlyPolarNight:
      .text("{weekday}: polar night, no sunrise")
    case .hourlyMidnightSun:
      .text("{weekday}: midnight sun, no sunset")
    case .attributionOpenMeteo:
      .text("Weather data by Open-Meteo.com")
    case .attributionOpenWeatherMap:
      .text("Weather data by OpenWeatherMap")
    case .dailyHeading:
      .plural([.one: "{count}-day forecast", .other: "{count}-day forecast"])
    case .hourlyHeading:
      .plural([.one: "Next {count} hour", .other: "Next {count} hours"])
    case .hourlyHeadingSteps:
      .plural([
        .one: "Next {count} hour in {step}-hour steps",
        .other: "Next {count} hours in {step}-hour steps",
      ])
    case .barRainIn:
      .text("rain in {minutes}m")
    case .barRainEndsIn:
      .text("rain ends in {minutes}m")
    case .barRain:
      .text("rain")
    case .barDry:
      .text("dry")
    case .barAir:
      .text("{value} {category}")
    case .weatherAPIKeyMissing:
      .text(
        "OpenWeatherMap needs an API key: set OPENWEATHERMAP_API_KEY, or use --provider open-meteo")
    case .weatherAPIKeyRejected:
      .text(
        "OpenWeatherMap rejected the API key (401): it is invalid or not active yet (new keys take up to 2 hours); check OPENWEATHERMAP_API_KEY"
      )
    case .weatherUnexpectedResponse:
      .text("unexpected response from {service}: {detail}")
    case .weatherBadBaseURL:
      .text("{variable} cannot be used: {reason}")
    case .weatherCancelled:
      .text("cancelled")
    case .weatherNotCached:
      .text("no cached {service} data for this place (offline)")
    case .httpOffline:
      .text(
        "cannot reach {service} (connection refused or no network); check the connection, or use --offline for cached data"
      )
    case .httpHostNotFound:
      .text("cannot look up {host} for {service} (DNS failed); check the connection")
    case .httpTimeout:
      .text("{service} did not answer within {seconds} s; try again later")
    case .httpTimeoutAttempts:
      .text("{service} did not answer within {seconds} s ({attempts} attempts); try again later")
    case .httpRateLimitedWait:
      .text("{service} rate limit reached; try again in {wait}")
    case .httpRateLimited:
      .text("{service} rate limit reached; try again in a minute")
    case .httpServerError:
      .text("{service} server error {status}; try again later")
    case .httpServerErrorReason:
      .text("{service} server error {status}: {reason}; try again later")
    case .httpRejected:
      .text("{service} refused the request ({status})")
    case .httpRejectedReason:
      .text("{service} refused the request ({status}): {reason}")
    case .httpTooLarge:
      .text("{service} sent more than {kb} KB; the response was refused")
    case .httpTruncated:
      .text("the answer from {service} broke off before it was complete; try again later")
    case .httpConnectionFailed:
      .text("connection to {service} failed: {detail}")
    case .waitSeconds:
      .text("{seconds} s")
    case .waitMinutes:
      .text("{minutes} min")
    case .waitHours:
      .text("{hours} h")
    case .waitMoreThanADay:
      .text("more than a day")
    case .alertsProblemStatus:
      .text("{service} answered {status}: {title}")
    case .alertsProblem:
      .text("{service} answered: {title}")
    case .alertsBadAnswer:
      .text("the answer could not be read ({detail})")
    case .alertsOfflineNothingCached:
      .text("offline, and no alerts are cached for this place")
    case .alertsHintOffline:
      .text("run without --offline to fetch them")
    case .alertsHintFixVariable:
      .text("fix or unset {variable}")
    case .alertsHintAgain:
      .text("run the command again")
    case .alertsHintLater:
      .text("try again in a few minutes")
    case .alertsTimeout:
      .text("{service} did not answer within {seconds} s")
    case .netUnreachable:
      .text("the network is unreachable")
    case .netHostNotFound:
      .text("the host name {host} could not be found")
    case .alertsRateLimited:
      .text("{service} is rate limiting requests")
    case .alertsNotJSON:
      .text("{service} did not answer with JSON (access denied?)")
    case .alertsRefused403:
      .text("{service} refused access (403)")
    case .alertsErrorStatus:
      .text("{service} answered with an error ({status})")
    case .alertsErrorStatusReason:
      .text("{service} answered with an error ({status}): {reason}")
    case .netTooLarge:
      .text("the answer was too large")
    case .netTruncated:
      .text("the answer broke off before it was complete")
    case .netConnectionFailedDetail:
      .text("the connection failed ({detail})")
    case .netConnectionFailed:
      .text("the connection failed")
    case .alertsNoSource:
      .text("no official alert source for {country} in wxsh yet")
    case .locatingBadAnswer:
      .text("its answer could not be read ({detail})")
    case .locatingRefused:
      .text("it refused ({detail})")
    case .locatingNoNearbyPlace:
      .text("it gave a point far from any known place")
    case .locatingTimeout:
      .text("it did not answer within {seconds} s")
    case .locatingHostNotFound:
      .text("its host name {host} could not be found")
    case .locatingRateLimited:
      .text("it is rate limiting requests")
    case .locatingCancelled:
      .text("the lookup was cancelled")
    case .locatingNotJSON:
      .text("it did not answer with JSON")
    case .locatingErrorStatus:
      .text("it answered with an error ({status})")
    case .locatingTooLarge:
      .text("its answer was too large")
    case .locatingTruncated:
      .text("its answer broke off before it was complete")
    case .locationPinned:
      .text("pinned")
    case .locationTimeZone:
      .text("approximate, from your time zone")
    case .locationNetwork:
      .text("from your network location")
    case .placesMissing:
      .text(
        "the places data (places.bin) was not found; looked in {searched}; set WXSH_DATA_DIR to the folder that holds it"
      )
    case .placesUnreadable:
      .text(
        "cannot read the places data at {path}: {reason}; make it readable, or set WXSH_DATA_DIR to the folder of a readable copy"
      )
    case .placesDamaged:
      .text(
        "the places data at {path} is damaged ({reason}); reinstall wxsh or rebuild it with scripts/ensure-gazetteer.sh"
      )
    case .storeDocumentProfile:
      .text("the profile")
    case .storeDocumentJournal:
      .text("the journal")
    case .storeNotSaved:
      .text("not saved: {reason}")
    case .storeCorruptMoved:
      .text("{document} {path} is not valid ({reason}); it was moved aside to {moved} and {fresh}")
    case .storeCorruptLater:
      .text(
        "{document} {path} is not valid ({reason}); it will be moved aside on the next save and {fresh}"
      )
    case .storeFreshProfile:
      .text("wxsh starts from the default profile")
    case .storeFreshJournal:
      .text("wxsh starts a new one")
    case .storeNewerSchema:
      .text(
        "{document} {path} was written by a newer wxsh (schema {schema}; this wxsh knows schema {supported}): it is read-only in this session; upgrade wxsh to change it"
      )
    case .storeNeedsNewerReader:
      .text(
        "{document} {path} needs a newer wxsh (reader version {reader} or later; this wxsh is version {supported}): it is not used and will not be changed; upgrade wxsh"
      )
    case .storeUnreadableProfile:
      .text(
        "cannot read the profile {path}: {reason}; this session is read-only (fix the file or its permissions, or pass --profile PATH)"
      )
    case .storeUnreadableJournal:
      .text(
        "cannot read the journal {path}: {reason}; it is read-only in this session (fix the file or its permissions)"
      )
    case .storeMigrated:
      .text(
        "{document} {path} uses the older schema {version}; it is upgraded on the next save and the original kept as {backup}"
      )
    case .storeLockBusy:
      .text(
        "not saved: another wxsh is saving {document} (lock {lock} stayed taken); try again in a moment"
      )
    case .storeLockFailed:
      .text("not saved: cannot lock {lock}: {reason}; nothing was changed")
    case .storeDirectoryFailed:
      .text("not saved: cannot create the directory {path}: {reason}")
    case .storeWriteFailed:
      .text("not saved: writing {path} failed: {reason}; {document} is unchanged")
    case .storeForeignProfile:
      .text(
        "{path} is not a wxsh profile (not a JSON object with a profile's keys): wxsh leaves it untouched and this session is read-only (point --profile or WXSH_PROFILE at another file)"
      )
    case .storeForeignJournal:
      .text(
        "{path} is not a wxsh journal (not a JSON object with a journal's keys): wxsh leaves it untouched and the journal is read-only in this session (move the file away)"
      )
    case .storeTooLargeProfile:
      .text(
        "not saved: the profile {path} would grow to {size}, more than the {limit} wxsh reads back; it is unchanged"
      )
    case .storeTooLargeJournal:
      .text(
        "not saved: the journal {path} would grow to {size}, more than the {limit} wxsh reads back; shorten the entry or remove old ones (:journal rm N)"
      )
    case .storeReadOnlyFile:
      .text(
        "{document} {path} is read-only (its mode has no write permission): this session uses it without saving; chmod u+w it to allow changes"
      )
    case .storeReasonLockTimeout:
      .text("the lock stayed taken")
    case .storeReasonSymbolicLink:
      .text("{path} is a symbolic link, which wxsh does not follow")
    case .storeReasonNotRegular:
      .text("{path} is not a regular file")
    case .storeReasonTooLarge:
      .text("it is {size}, more than the {limit} wxsh reads")
    case .profileNoLocation:
      .text(
        "cannot find where to keep the profile: set HOME or XDG_CONFIG_HOME, or pass --profile PATH"
      )
    case .profileBadPath:
      .text(
        "{path} cannot be used as the profile: give the path of a file, e.g. --profile ~/wx/profile.json"
      )
    case .profilePlaceNotSaved:
      .text("no saved place has GeoNames id {id}; see :list")
    case .journalNoLocation:
      .text("cannot find where to keep the journal: set HOME or XDG_DATA_HOME")
    case .journalEntryGone:
      .text("the journal entry {id} no longer exists (another wxsh removed it); see :journal")
    case .journalSetAside:
      .plural([
        .one:
          "the journal {path} has {count} entry wxsh cannot read{first}; it is kept in the file unchanged but not shown (fix it in the file)",
        .other:
          "the journal {path} has {count} entries wxsh cannot read{first}; they are kept in the file unchanged but not shown (fix them in the file)",
      ])
    case .ageHoursMinutes:
      .text("{hours} h {minutes} min ago")
    case .barNoAlerts:
      .text("no alerts")
    case .barAgeMinutes:
      .text("{minutes}m old")
    case .barAgeHours:
      .text("{hours}h old")
    case .barAgeDays:
      .text("{days}d old")
    case .pageMyLocation:
      .text("My Location")
    case .rainInAboutHours:
      .text("in about {hours} h")
    case .rainInAboutHoursMinutes:
      .text("in about {hours} h {minutes} min")
    case .alertsSourceNameNWS:
      .text("US National Weather Service")
    case .alertsSourceNameMeteoAlarm:
      .text("MeteoAlarm")
    case .alertsServiceNWS:
      .text("the National Weather Service")
    case .alertsServiceMeteoAlarm:
      .text("MeteoAlarm")
    case .alertsAreasMore:
      .plural([.one: "{areas} and {count} more", .other: "{areas} and {count} more"])
    case .alertsAnswerNotJSON:
      .text("not valid JSON")
    case .alertsAnswerNotObject:
      .text("not a JSON object")
    case .alertsAnswerNoList:
      .text("no list of alerts")
    case .alertsPointOutsideGlobe:
      .text("the point is outside the globe")
    case .alertsHintSources:
      .text("official alerts cover the United States and the European countries of MeteoAlarm")
    case .shellHistoryNotSaved:
      .text("history not saved: {reason}")
    case .placesPostalOtherCountries:
      .text("postal codes for {countries} are not included; only US ZIP codes are")
    case .placesPostalNotZIP:
      .text(
        "{code} is not a US ZIP code (five digits); postal codes of other countries are not included"
      )
    case .placesPostalNoZIP:
      .text("no US ZIP code is {code}; postal codes of other countries are not included")
    case .searchMore:
      .plural([
        .one: "{count} place matches; add a region or country: {command}",
        .other: "{count} places match; add a region or country: {command}",
      ])
    case .searchMoreOver:
      .plural([
        .one: "Over {count} place matches; add a region or country: {command}",
        .other: "Over {count} places match; add a region or country: {command}",
      ])
    case .timeDated:
      .text("{date} {time}")
    case .rainNoQuarterHoursSteps:
      .text("15-minute rain is not available from {source}; {hours}-hour steps:")
    }
  }
}
