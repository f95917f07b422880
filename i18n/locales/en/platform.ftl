### The platform's words (lobby, seats, timers, errors, help): every game uses them.

language-name = English
computer-seat = Computer ({ $seat })
