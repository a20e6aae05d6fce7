// CStartup has no interface: it only replaces the Swift runtime's argument hook (Arguments.c).
