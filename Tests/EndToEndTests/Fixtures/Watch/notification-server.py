#!/usr/bin/python3
"""A freedesktop notification server that records each call, for wxsh's watch tests.

Owns org.freedesktop.Notifications on the session bus named by DBUS_SESSION_BUS_ADDRESS
(through dbus-python over libdbus: an implementation independent of wxsh's own), answers
Notify with a new id (or the id it replaces) and writes each call as one JSON line to the file
named by its first argument. Prints "ready" once the name is owned.
"""
import json
import os
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

NAME = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"


class Server(dbus.service.Object):
    def __init__(self, bus, log):
        super().__init__(bus, PATH)
        self.log = log
        self.next_id = 0

    @dbus.service.method(NAME, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app_name, replaces_id, app_icon, summary, body, actions, hints, timeout):
        if replaces_id:
            given = int(replaces_id)
        else:
            self.next_id += 1
            given = self.next_id
        record = {
            "app_name": str(app_name), "replaces_id": int(replaces_id), "app_icon": str(app_icon),
            "summary": str(summary), "body": str(body), "actions": [str(a) for a in actions],
            "hints": {str(k): (int(v) if isinstance(v, (dbus.Byte, dbus.Int32, dbus.UInt32))
                                else str(v)) for k, v in hints.items()},
            "hint_types": {str(k): type(v).__name__ for k, v in hints.items()},
            "expire_timeout": int(timeout), "id": given,
        }
        with open(self.log, "a", encoding="utf-8") as out:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
        return dbus.UInt32(given)

    @dbus.service.method(NAME, in_signature="", out_signature="as")
    def GetCapabilities(self):
        # RECORDER_CAPABILITIES (comma-separated) stands in for a desktop's; "body" alone by
        # default, a service that shows bodies as plain text.
        return [c for c in os.environ.get("RECORDER_CAPABILITIES", "body").split(",") if c]

    @dbus.service.method(NAME, in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("wxsh-test-recorder", "wxsh", "1", "1.2")


def main():
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    name = dbus.service.BusName(NAME, bus, do_not_queue=True)
    Server(bus, sys.argv[1])
    print("ready", flush=True)
    loop = GLib.MainLoop()
    # Ends when its standard input closes (the test that started it is gone).
    GLib.io_add_watch(sys.stdin, GLib.IO_HUP | GLib.IO_IN, lambda *_: loop.quit() or False)
    loop.run()
    del name


if __name__ == "__main__":
    main()
