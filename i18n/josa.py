"""Korean particles after an inserted word: 은/는, 이/가, 을/를, 과/와, 으로/로, 이에요/예요 (issue #28).

A Korean particle takes one form after a syllable that ends in a consonant (받침) and another after a vowel:
"보병**은**", "전차**는**". When a name is inserted into a sentence, the particle must follow that name's last
sound, so the catalogues call ``JOSA($name, "을")`` (either form may be given) and get the right one.

The last sound is read from the last letter that is pronounced: a Hangul syllable's final consonant; a digit
or a Latin letter as a Korean reader says it (1 일, 2 이, 10 십; L 엘, M 엠, R 알); closing brackets, quotes
and punctuation are skipped. A word whose sound cannot be known (a Discord mention, a symbol) gets both forms,
the written convention "을(를)".
"""

from __future__ import annotations

PAIRS = {
    "은": ("은", "는"), "는": ("은", "는"),
    "이": ("이", "가"), "가": ("이", "가"),
    "을": ("을", "를"), "를": ("을", "를"),
    "과": ("과", "와"), "와": ("과", "와"),
    "으로": ("으로", "로"), "로": ("으로", "로"),
    "이에요": ("이에요", "예요"), "예요": ("이에요", "예요"),
    "이나": ("이나", "나"), "나": ("이나", "나"),
    "아": ("아", "야"), "야": ("아", "야"),
}
"""Each particle, by either of its forms: (after a final consonant, after a vowel)."""

RIEUL = 8
"""The index of ㄹ among Hangul final consonants: after it, 으로 is written 로 ("서울로")."""

_DIGIT_FINAL = {"0": 21, "1": RIEUL, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": RIEUL, "8": RIEUL, "9": 0}
"""How each digit ends when read in Sino-Korean (영 일 이 삼 사 오 육 칠 팔 구): its final consonant, 0 for none."""
_TENS_FINAL = {1: 17, 2: 1, 3: 4, 4: 4}
"""Round numbers end on their unit word: 십 (ㅂ), 백 (ㄱ), 천 (ㄴ), 만 (ㄴ)."""
_LATIN_FINAL = {"l": RIEUL, "r": RIEUL, "m": 16, "n": 4}
"""Latin letters whose Korean name ends in a consonant (엘, 알, 엠, 엔); the others end in a vowel (에이, 비, ...)."""
_SKIP = set(")]}>\"'’”»·.,!?:;*_~` ")


def final_consonant(word: str) -> int | None:
    """The index of ``word``'s last final consonant (0: it ends in a vowel), or None when it cannot be read."""
    text = word.rstrip()
    while text and text[-1] in _SKIP:
        if text.endswith(">") and "<" in text:
            return None  # a Discord mention or an emoji code: its sound is unknown
        text = text[:-1]
    if not text:
        return None
    last = text[-1]
    code = ord(last) - 0xAC00
    if 0 <= code < 11172:
        return code % 28
    if last.isdigit():
        digits = text[len(text.rstrip("0123456789")):]
        zeros = len(digits) - len(digits.rstrip("0"))
        if zeros and digits.strip("0"):
            return _TENS_FINAL.get(min(zeros, 4), 4)
        return _DIGIT_FINAL.get(last)
    if last.isascii() and last.isalpha():
        return _LATIN_FINAL.get(last.lower(), 0)
    return None


def josa(word: str, particle: str) -> str:
    """The form of ``particle`` (either form given) that follows ``word``; "을(를)" when unknown."""
    pair = PAIRS.get(particle)
    if pair is None:
        raise ValueError(f"unknown particle {particle!r}; known: {', '.join(sorted(PAIRS))}")
    final = final_consonant(word)
    if final is None:
        return f"{pair[0]}({pair[1]})"
    if pair[0] == "으로":
        return pair[1] if final in (0, RIEUL) else pair[0]
    return pair[0] if final else pair[1]
