package retrykit.grader.rubric;

import java.io.IOException;
import java.io.InputStream;
import org.objectweb.asm.ClassReader;
import retrykit.grader.kit.Stage;

/**
 * A hidden suite's class file, read as bytes from the grader's own code and never loaded: its
 * rubric and the {@code solve} it calls are read without the stage's classes, so neither depends
 * on any exercise sources (which, in a learner's checkout, are the learner's).
 */
public final class SuiteClass {
    private SuiteClass() {}

    /** A reader of the class {@code className} of the grader's own code. */
    public static ClassReader read(String className) {
        String resource = className.replace('.', '/') + ".class";
        try (InputStream in = SuiteClass.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the grader has no class " + className);
            }
            return new ClassReader(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the grader's class " + className + ": " + e.getMessage(), e);
        }
    }

    /** The reader of {@code stage}'s hidden suite. */
    public static ClassReader of(Stage stage) {
        return read(stage.suiteClass());
    }
}
