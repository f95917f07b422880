"""Print where a CI run's test time went: the slowest tests of the JUnit XML files pytest wrote, and the total.

    python .ci/slowest.py N FILE.xml [FILE.xml ...]
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET


def main(argv: list[str]) -> int:
    most, files = int(argv[0]), argv[1:]
    cases: list[tuple[float, str]] = []
    for name in files:
        for case in ET.parse(name).iter("testcase"):
            cases.append((float(case.get("time", 0)), f"{case.get('classname', '')}::{case.get('name', '')}"))
    cases.sort(reverse=True)
    total = sum(t for t, _ in cases)
    print(f"CI: {len(cases)} tests, {total / 60:.1f} minutes of test time in all; the slowest {most}:")
    for seconds, test in cases[:most]:
        print(f"{seconds:8.1f} s  {test}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
